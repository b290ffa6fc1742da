import type { RefundProducts, RefundType } from '@mall/api-client';
import { refundTypeText } from '@mall/ui';

/** 申请退款 · 退货退款 with the order's number and shop, above the goods of a refund form. */
export function RefundHeading({
  title,
  refundType,
  order,
}: {
  title: string;
  refundType: RefundType;
  order: RefundProducts;
}) {
  return (
    <h2>
      {`${title} · `}
      {refundTypeText(refundType)}
      <span className="muted" style={{ fontSize: 13, fontWeight: 'normal', marginLeft: 12 }}>
        订单号：{order.order_sn} · {order.mer_name}
      </span>
    </h2>
  );
}
