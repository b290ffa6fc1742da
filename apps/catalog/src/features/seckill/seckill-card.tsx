import { css } from '@emotion/react';
import { Link } from 'react-router';
import type { SeckillCard as Card } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';
import { BUTTON_TEXT, ProgressBar } from './progress-bar';

const cardCss = css`
  background: #fff;
  padding: 14px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  border: 1px solid transparent;
  &:hover {
    border-color: ${theme.border};
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.08);
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    display: block;
    background: #f5f5f5;
  }
  .name {
    font-size: 13px;
    color: ${theme.text};
    height: 38px;
    line-height: 19px;
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  .prices {
    display: flex;
    align-items: baseline;
    gap: 8px;
  }
  .prices del {
    font-size: 12px;
    color: ${theme.muted};
  }
  .go {
    display: block;
    text-align: center;
    line-height: 34px;
    border-radius: 17px;
    color: #fff;
    font-size: 14px;
    background: ${theme.priceRed};
  }
  .go[data-button='upcoming'] {
    background: #20a162;
  }
  .go[data-button='sold_out'],
  .go[data-button='ended'] {
    background: #ccc;
  }
`;

/** A goods of a seckill slot: image, title, seckill and normal price, progress, and its button. */
export function SeckillCard({ goods }: { goods: Card }) {
  const href = `/goods_seckill_detail/${goods.id}`;
  return (
    <li css={cardCss} data-testid="seckill-card" data-button={goods.button}>
      <Link to={href}>
        <img src={goods.image} alt={goods.store_name} loading="lazy" />
      </Link>
      <Link to={href} className="name" title={goods.store_name}>
        {goods.store_name}
      </Link>
      <div className="prices">
        <Price fen={goods.price} size={20} />
        <del>¥{formatYuan(goods.ot_price)}</del>
      </div>
      <ProgressBar percent={goods.percent} />
      <Link to={href} className="go" data-button={goods.button}>
        {BUTTON_TEXT[goods.button]}
      </Link>
    </li>
  );
}
