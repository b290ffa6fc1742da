import type { RefundProducts, RefundType } from '@mall/api-client';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <h2>
      {`${title} · `}
      {t(refundType === 2 ? 'refund.types.returnRefund' : 'refund.types.refund')}
      <span className="muted" style={{ fontSize: 13, fontWeight: 'normal', marginLeft: 12 }}>
        {t('refund.orderNo')}
        <span data-testid="refund-order-sn">{order.order_sn}</span> ·{' '}
        <span data-testid="shop-name">{order.mer_name}</span>
      </span>
    </h2>
  );
}
