import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import type { CouponTab, HeldCoupon, HeldCoupons } from '@mall/api-client';
import { ErrorBox, Pager } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss, tabsCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { CouponCard } from './coupon-card';

const PAGE_SIZE = 12;
const TABS: [CouponTab, string, keyof HeldCoupons['counts']][] = [
  [0, '未使用', 'unused'],
  [1, '已使用', 'used'],
  [2, '已过期', 'expired'],
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
  const raw = Number(params.get('status'));
  const tab = (raw === 1 || raw === 2 ? raw : 0) as CouponTab;
  const { data, error, page, goTo, reload } = usePagedList<HeldCoupon, HeldCoupons>((p) => uc.coupons(tab, p, PAGE_SIZE), [uc, tab]);
  const select = (t: CouponTab) => setParams(t ? { status: String(t) } : {});
  return (
    <section css={panelCss} data-testid="uc-coupon-page">
      <h1>我的优惠券</h1>
      <nav css={tabsCss}>
        {TABS.map(([t, label, key]) => (
          <button key={t} type="button" aria-current={t === tab ? 'page' : undefined} onClick={() => select(t)}>
            {label}
            {data && <em>({data.counts[key]})</em>}
          </button>
        ))}
      </nav>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text={`暂无${TABS[tab][1]}的优惠券`} />}
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
