import type { AfterSalesOrderDetail } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <div className="ops" data-testid="line-ops">
      {l.refunding_num > 0 && <span className="tag">{t('detail.lines.refunding')}</span>}
      {l.refund_num > 0 && (
        <span className="tag">{l.refund_num >= l.product_num
            ? t('detail.lines.refunded')
            : t('detail.lines.refundedSome', { count: l.refund_num })}</span>
      )}
      {o.can_refund && l.refundable_num > 0 && l.refunding_num === 0 && (
        <a href={refundSelectHref(o.order_id, [l.id])}>{t('detail.lines.refund')}</a>
      )}
      {o.status === 2 && !l.is_reply && <a href={evaluationHref(o.order_id, l.id)}>{t('detail.lines.review')}</a>}
      {l.is_reply === 1 && <span className="muted">{t('detail.lines.reviewed')}</span>}
    </div>
  );
}

export function DetailLines({ o }: { o: AfterSalesOrderDetail }) {
  const { t } = useTranslation();
  return (
    <div css={linesCss} data-testid="detail-lines">
      <div className="head">
        <span>{t('cart.columns.goods')}</span>
        <span>{t('cart.columns.price')}</span>
        <span>{t('cart.columns.num')}</span>
        <span>{t('detail.lines.subtotal')}</span>
        <span>{t('detail.lines.afterSales')}</span>
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
