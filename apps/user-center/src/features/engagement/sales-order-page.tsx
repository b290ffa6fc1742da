import type { SpreadOrder } from '@mall/api-client';
import { ErrorBox, formatChinaTime, formatYuan, Pager } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';

const PAGE_SIZE = 10;
const STATUS: Record<SpreadOrder['status'], string> = { 0: '待结算', 1: '已结算', [-1]: '已失效' };

/** /user/salesOrder (推广订单): orders the shopper earned brokerage on, filled by distribution. */
export function SalesOrderPage() {
  const uc = useUcApi();
  const { data, error, page, goTo, reload } = usePagedList<SpreadOrder>((p) => uc.spreadOrders(p, PAGE_SIZE), [uc]);
  return (
    <section css={panelCss} data-testid="uc-sales-page">
      <h1>推广订单</h1>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text="暂无推广订单" />}
      {data && data.list.length > 0 && (
        <table>
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
              <tr key={o.id}>
                <td>{o.order_sn}</td>
                <td>{o.nickname}</td>
                <td>{formatYuan(o.pay_price)}</td>
                <td className="plus">+{formatYuan(o.brokerage)}</td>
                <td>{STATUS[o.status]}</td>
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
