import type { SpreadOrder } from '@mall/api-client';
import { ErrorBox, formatChinaTime, formatYuan, Pager } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { LEVEL, SPREAD_STATE } from './spread-state';
import { useDistributionApi } from './use-distribution-api';

const PAGE_SIZE = 10;

/** /user/salesOrder (推广订单): orders of the promoter's invitees and the brokerage each earned. */
export function SalesOrderPage() {
  const spread = useDistributionApi();
  const { data, error, page, goTo, reload } = usePagedList<SpreadOrder>((p) => spread.orders(p, PAGE_SIZE), [spread]);
  return (
    <section css={panelCss} data-testid="uc-sales-page">
      <h1>推广订单</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text="暂无推广订单，邀请好友下单即可获得佣金" />}
      {data && data.list.length > 0 && (
        <table data-testid="sales-list">
          <thead>
            <tr>
              <th>订单号</th>
              <th>下单用户</th>
              <th>订单金额（元）</th>
              <th>佣金（元）</th>
              <th>状态</th>
              <th>时间</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((o) => (
              <tr key={`${o.order_id}-${o.level}`} data-testid="sales-row">
                <td>
                  {o.order_sn}
                  <div className="muted">{LEVEL[o.level]}推广</div>
                </td>
                <td>{o.buyer}</td>
                <td>{formatYuan(o.pay_price)}</td>
                <td className="plus">
                  +{formatYuan(o.brokerage)}
                  {o.refunded > 0 && <div className="muted">已退回 {formatYuan(o.refunded)}</div>}
                </td>
                <td>
                  {SPREAD_STATE[o.status]}
                  {o.thaw_at && <div className="muted">预计{formatChinaTime(o.thaw_at).slice(0, 10)}到账</div>}
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
