import type { AfterSalesOrderDetail } from '@mall/api-client';
import { Price } from '@mall/ui';
import { GoodsCell } from '../../shared/order-goods';
import { linesCss } from './detail-styles';

type Line = AfterSalesOrderDetail['orderProduct'][number];

/** Where after-sales starts: the user centre's 申请售后 page with the chosen lines. */
export const refundSelectHref = (orderId: number, ids?: number[]) =>
  `/user/refund_select?orderId=${orderId}${ids ? `&ids=${ids.join(',')}` : '&type=2'}`;

export const evaluationHref = (orderId: number, lineId: number) => `/evaluation?unique=${lineId}&order_id=${orderId}`;

/** 申请退款 / 退款中 / 已退款 / 评价 for one line. */
function LineOps({ o, l }: { o: AfterSalesOrderDetail; l: Line }) {
  return (
    <div className="ops" data-testid="line-ops">
      {l.refunding_num > 0 && <span className="tag">退款中</span>}
      {l.refund_num > 0 && (
        <span className="tag">{l.refund_num >= l.product_num ? '已退款' : `已退款${l.refund_num}件`}</span>
      )}
      {o.can_refund && l.refundable_num > 0 && l.refunding_num === 0 && (
        <a href={refundSelectHref(o.order_id, [l.id])}>申请退款</a>
      )}
      {o.status === 2 && !l.is_reply && <a href={evaluationHref(o.order_id, l.id)}>评价</a>}
      {l.is_reply === 1 && <span className="muted">已评价</span>}
    </div>
  );
}

export function DetailLines({ o }: { o: AfterSalesOrderDetail }) {
  return (
    <div css={linesCss} data-testid="detail-lines">
      <div className="head">
        <span>商品信息</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
        <span>售后</span>
      </div>
      {o.orderProduct.map((l) => (
        <div className="line" key={l.id} data-testid="detail-line" data-line-id={l.id}>
          <GoodsCell image={l.image} title={l.title} sku={l.sku} href={`/goods_detail/${l.product_id}`} />
          <Price fen={l.price} size={14} />
          <span>x{l.product_num}</span>
          <Price fen={l.pay_price} size={14} />
          <LineOps o={o} l={l} />
        </div>
      ))}
    </div>
  );
}
