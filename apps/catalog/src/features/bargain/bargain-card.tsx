import { css } from '@emotion/react';
import { Link } from 'react-router';
import type { BargainCard as Card } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';

const cardCss = css`
  background: #fff;
  padding: 14px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  border: 1px solid transparent;
  position: relative;
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
  .tag {
    position: absolute;
    top: 14px;
    left: 14px;
    padding: 2px 8px;
    font-size: 12px;
    color: #fff;
    background: ${theme.priceRed};
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
  .meta {
    display: flex;
    justify-content: space-between;
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
    background: linear-gradient(90deg, #ff7a45, ${theme.priceRed});
  }
`;

/** Bargain goods: image, lowest price it can reach, original price, helps needed, 去砍价. */
export function BargainCard({ goods }: { goods: Card }) {
  const href = `/goods_bargain_detail/${goods.id}`;
  return (
    <li css={cardCss} data-testid="bargain-card">
      <Link to={href}>
        <img src={goods.image} alt={goods.store_name} loading="lazy" />
      </Link>
      <span className="tag">{goods.help_num}人助力砍到底</span>
      <Link to={href} className="name" title={goods.store_name}>
        {goods.store_name}
      </Link>
      <div className="prices">
        <span>最低</span>
        <Price fen={goods.min_price} size={20} />
        <del>¥{formatYuan(goods.price)}</del>
      </div>
      <div className="meta">
        <span>{goods.people}人正在砍</span>
        <span>
          剩余 {goods.stock} {goods.unit_name}
        </span>
      </div>
      <Link to={href} className="go">
        去砍价
      </Link>
    </li>
  );
}
