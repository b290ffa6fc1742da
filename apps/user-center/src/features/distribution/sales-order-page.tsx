import type { SpreadOrder } from '@mall/api-client';
import { ErrorBox, formatChinaTime, formatYuan, Pager } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useDistributionApi } from './use-distribution-api';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 10;

/** /user/salesOrder (推广订单): orders of the promoter's invitees and the brokerage each earned. */
export function SalesOrderPage() {
  const spread = useDistributionApi();
  const { t } = useTranslation();
  const { data, error, page, goTo, reload } = usePagedList<SpreadOrder>((p) => spread.orders(p, PAGE_SIZE), [spread]);
  return (
    <section css={panelCss} data-testid="uc-sales-page">
      <h1>{t('sales.title')}</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text={t('sales.empty')} />}
      {data && data.list.length > 0 && (
        <table data-testid="sales-list">
          <thead>
            <tr>
              <th>{t('sales.orderSn')}</th>
              <th>{t('sales.buyer')}</th>
              <th>{t('sales.amount')}</th>
              <th>{t('sales.brokerage')}</th>
              <th>{t('sales.status')}</th>
              <th>{t('sales.time')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((o) => (
              <tr key={`${o.order_id}-${o.level}`} data-testid="sales-row">
                <td>
                  {o.order_sn}
                  <div className="muted">{t(`sales.level.l${o.level}`)}</div>
                </td>
                <td data-authored>{o.buyer}</td>
                <td>{formatYuan(o.pay_price)}</td>
                <td className="plus">
                  +{formatYuan(o.brokerage)}
                  {o.refunded > 0 && <div className="muted">{t('sales.refunded', { yuan: formatYuan(o.refunded) })}</div>}
                </td>
                <td>
                  {t(`sales.states.s${o.status}`)}
                  {o.thaw_at && <div className="muted">{t('sales.thaw', { day: formatChinaTime(o.thaw_at).slice(0, 10) })}</div>}
                </td>
                <td className="muted">{formatChinaTime(o.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />}
    </section>
  );
}
