import { css } from '@emotion/react';
import { Link } from 'react-router';
import type { BargainCard as Card } from '@mall/api-client';
import { theme } from '@mall/ui';
import { ActivityCard } from '../common/activity-card';

const bargainCss = css`
  .meta {
    display: flex;
    justify-content: space-between;
    font-size: 12px;
    color: ${theme.muted};
  }
  .go {
    background: linear-gradient(90deg, #ff7a45, ${theme.priceRed});
  }
`;

/** Bargain goods: image, lowest price it can reach, original price, helps needed, 去砍价. */
export function BargainCard({ goods }: { goods: Card }) {
  const href = `/goods_bargain_detail/${goods.id}`;
  return (
    <ActivityCard
      css={bargainCss}
      testId="bargain-card"
      href={href}
      goods={goods}
      badge={`${goods.help_num}人助力砍到底`}
      priceLabel="最低"
      price={goods.min_price}
      listPrice={goods.price}
    >
      <div className="meta">
        <span>{goods.people}人正在砍</span>
        <span>
          剩余 {goods.stock} {goods.unit_name}
        </span>
      </div>
      <Link to={href} className="go">
        去砍价
      </Link>
    </ActivityCard>
  );
}
