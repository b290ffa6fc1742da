import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import type { CouponTab, HeldCoupon, HeldCoupons } from '@mall/api-client';
import { ErrorBox, Pager } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss, tabsCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { CouponCard } from './coupon-card';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 12;
const TABS: [CouponTab, keyof HeldCoupons['counts']][] = [
  [0, 'unused'],
  [1, 'used'],
  [2, 'expired'],
];

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 16px;
`;

/** /user/my_coupon?status=0|1|2: the coupons the shopper holds, by state. */
export function CouponPage() {
  const uc = useUcApi();
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  const raw = Number(params.get('status'));
  const tab = (raw === 1 || raw === 2 ? raw : 0) as CouponTab;
  const { data, error, page, goTo, reload } = usePagedList<HeldCoupon, HeldCoupons>((p) => uc.coupons(tab, p, PAGE_SIZE), [uc, tab]);
  const select = (s: CouponTab) => setParams(s ? { status: String(s) } : {});
  return (
    <section css={panelCss} data-testid="uc-coupon-page">
      <h1>{t('coupons.title')}</h1>
      <nav css={tabsCss}>
        {TABS.map(([s, key]) => (
          <button key={s} type="button" aria-current={s === tab ? 'page' : undefined} onClick={() => select(s)}>
            {t(`coupons.tabs.${key}`)}
            {data && <em>({data.counts[key]})</em>}
          </button>
        ))}
      </nav>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text={t(`coupons.empty.${TABS[tab][1]}`)} />}
      {data && data.list.length > 0 && (
        <div css={gridCss}>
          {data.list.map((c) => (
            <CouponCard key={c.coupon_user_id} coupon={c} />
          ))}
        </div>
      )}
      {data && <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />}
    </section>
  );
}
