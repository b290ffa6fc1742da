import type { AfterSalesOrderDetail } from '@mall/api-client';
import { formatChinaTime, formatYuan } from '@mall/ui';
import { stepsCss } from './detail-styles';

/** Title and hint of the status banner. */
export function bannerText(o: AfterSalesOrderDetail): { title: string; hint: string } {
  if (o.is_cancel) return { title: '交易已关闭', hint: '订单已取消' };
  switch (o.status) {
    case 0:
      return { title: '待发货', hint: '您已付款，等待商家发货' };
    case 1:
      return {
        title: '待收货',
        hint: o.auto_take_at
          ? `商家已发货，${formatChinaTime(o.auto_take_at)} 后将自动确认收货`
          : '商家已发货，请注意查收',
      };
    case 2:
      return { title: '待评价', hint: '您已确认收货，快去评价一下吧' };
    case 3:
      return { title: '已完成', hint: '交易已完成，感谢您的购买' };
    case -1:
      return { title: '已退款', hint: `订单已全部退款，共退 ¥${formatYuan(o.refunded_price)}` };
    case 9:
      return { title: '拼团中', hint: '您已付款，等待好友参团；拼团成功后商家发货，拼团失败将原路退款' };
    case 10:
      return { title: '待付尾款', hint: finalHint(o) };
    case 11:
      return { title: '交易已关闭', hint: '尾款支付超时，订单已关闭，定金不退' };
    default:
      return { title: '交易已关闭', hint: '' };
  }
}

/** 定金已付 ¥x，请于 … 至 … 支付尾款 ¥y */
function finalHint(o: AfterSalesOrderDetail): string {
  const p = o.presell;
  if (!p?.final_start_time || !p.final_end_time) return '定金已付，请按时支付尾款';
  return `定金已付 ¥${formatYuan(p.deposit_price)}，请于 ${formatChinaTime(p.final_start_time)} 至 ${formatChinaTime(p.final_end_time)} 支付尾款 ¥${formatYuan(p.pay_price)}，逾期定金不退`;
}

/** 提交订单 → 付款成功 → 商家发货 → 确认收货 → 完成评价 */
export function OrderSteps({ o }: { o: AfterSalesOrderDetail }) {
  const steps: [string, string | null][] = [
    ['提交订单', o.created_at],
    ['付款成功', o.pay_time],
    ['商家发货', o.delivery_time],
    ['确认收货', o.take_time],
    ['完成评价', o.status === 3 ? '' : null],
  ];
  return (
    <ol css={stepsCss} data-testid="order-steps">
      {steps.map(([label, time]) => (
        <li key={label} data-done={time !== null ? '' : undefined}>
          <div>{label}</div>
          {time && <div className="muted">{formatChinaTime(time)}</div>}
        </li>
      ))}
    </ol>
  );
}
