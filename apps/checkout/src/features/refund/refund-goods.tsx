import type { ReactNode } from 'react';
import type { RefundableLine } from '@mall/api-client';
import { Price } from '@mall/ui';
import { GoodsCell } from '../../shared/order-goods';
import { goodsTableCss } from './refund-styles';

/** The goods of a refund: picture, title, SKU, price; `pick` and `pieces` cells come from the page. */
export function RefundGoods({
  lines,
  pick,
  pieces,
  piecesLabel = '退款数量',
}: {
  lines: RefundableLine[];
  pick?: (l: RefundableLine) => ReactNode;
  pieces: (l: RefundableLine) => ReactNode;
  piecesLabel?: string;
}) {
  return (
    <div css={goodsTableCss} data-testid="refund-goods">
      <div className="row head">
        <span />
        <span>商品信息</span>
        <span>单价</span>
        <span>{piecesLabel}</span>
        <span>实付</span>
      </div>
      {lines.map((l) => (
        <div className="row" key={l.id} data-testid="refund-line" data-line-id={l.id}>
          <span>{pick?.(l)}</span>
          <GoodsCell image={l.image} title={l.title} sku={l.sku} />
          <Price fen={l.price} size={14} />
          <span>{pieces(l)}</span>
          <span>
            <Price fen={l.pay_price} size={14} /> <span className="sku">共{l.product_num}件</span>
          </span>
        </div>
      ))}
    </div>
  );
}
