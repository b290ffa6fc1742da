import type { ReactNode } from 'react';
import type { RefundableLine } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { Price } from '@mall/ui';
import { GoodsCell } from '../../shared/order-goods';
import { goodsTableCss } from './refund-styles';

/** The goods of a refund: picture, title, SKU, price; `pick` and `pieces` cells come from the page. */
export function RefundGoods({
  lines,
  pick,
  pieces,
  piecesLabel,
}: {
  lines: RefundableLine[];
  pick?: (l: RefundableLine) => ReactNode;
  pieces: (l: RefundableLine) => ReactNode;
  piecesLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div css={goodsTableCss} data-testid="refund-goods">
      <div className="row head">
        <span />
        <span>{t('cart.columns.goods')}</span>
        <span>{t('cart.columns.price')}</span>
        <span>{piecesLabel ?? t('refund.pieces')}</span>
        <span>{t('refund.paid')}</span>
      </div>
      {lines.map((l) => (
        <div className="row" key={l.id} data-testid="refund-line" data-line-id={l.id}>
          <span>{pick?.(l)}</span>
          <GoodsCell image={l.image} title={l.title} sku={l.sku} />
          <Price fen={l.price} size={14} />
          <span>{pieces(l)}</span>
          <span>
            <Price fen={l.pay_price} size={14} />{' '}
            <span className="sku">{t('refund.ofPieces', { count: l.product_num })}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
