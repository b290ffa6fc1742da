import { css } from '@emotion/react';
import { Link } from 'react-router';
import type { GroupBuyCard as Card } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';

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
  .pic {
    position: relative;
    display: block;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    display: block;
    background: #f5f5f5;
  }
  .people {
    position: absolute;
    left: 0;
    top: 8px;
    padding: 0 8px;
    line-height: 22px;
    font-size: 12px;
    color: #fff;
    background: ${theme.priceRed};
    border-radius: 0 11px 11px 0;
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
  .prices .tag {
    font-size: 12px;
    color: ${theme.priceRed};
  }
  .prices del {
    font-size: 12px;
    color: ${theme.muted};
  }
  .foot {
    display: flex;
    align-items: center;
    justify-content: space-between;
    font-size: 12px;
    color: ${theme.muted};
  }
  .go {
    padding: 0 14px;
    line-height: 30px;
    border-radius: 15px;
    color: #fff;
    font-size: 13px;
    background: ${theme.priceRed};
  }
`;

/** A group-buy goods: image with its group size, group and normal price, pieces sold, 去开团. */
export function GroupBuyCard({ goods }: { goods: Card }) {
  const href = `/goods_combination_detail/${goods.id}`;
  return (
    <li css={cardCss} data-testid="group-buy-card">
      <Link to={href} className="pic">
        <img src={goods.image} alt={goods.store_name} loading="lazy" />
        <span className="people">{goods.people}人团</span>
      </Link>
      <Link to={href} className="name" title={goods.store_name}>
        {goods.store_name}
      </Link>
      <div className="prices">
        <span className="tag">拼团价</span>
        <Price fen={goods.price} size={20} />
        <del>¥{formatYuan(goods.ot_price)}</del>
      </div>
      <div className="foot">
        <span>
          已拼 {goods.sales} {goods.unit_name}
        </span>
        <Link to={href} className="go">
          去开团
        </Link>
      </div>
    </li>
  );
}
