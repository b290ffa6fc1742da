import { css } from '@emotion/react';
import { Link } from 'react-router';
import type { PresellCard as Card } from '@mall/api-client';
import { formatYuan, Price, theme } from '@mall/ui';
import { timeText, TYPE_TEXT } from './presell-text';

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
  .kind {
    position: absolute;
    top: 14px;
    left: 14px;
    padding: 2px 8px;
    font-size: 12px;
    color: #fff;
    background: ${theme.gold};
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
  .deposit {
    font-size: 12px;
    color: ${theme.priceRed};
    background: #fff1f0;
    padding: 3px 6px;
  }
  .time {
    font-size: 12px;
    color: ${theme.muted};
    line-height: 18px;
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
  .go[data-state='0'] {
    background: #20a162;
  }
  .go[data-state='2'] {
    background: #ccc;
  }
`;

const GO_TEXT = { 0: '即将开始', 1: '立即预订', 2: '已结束' } as const;

/** A presell goods: image, kind, presell price, deposit (定金预售), the window and its button. */
export function PresellCard({ goods }: { goods: Card }) {
  const href = `/goods_presell_detail/${goods.id}`;
  return (
    <li css={cardCss} data-testid="presell-card" data-state={goods.state}>
      <Link to={href}>
        <img src={goods.image} alt={goods.store_name} loading="lazy" />
      </Link>
      <span className="kind">{TYPE_TEXT[goods.presell_type]}</span>
      <Link to={href} className="name" title={goods.store_name}>
        {goods.store_name}
      </Link>
      <div className="prices">
        <span>预售价</span>
        <Price fen={goods.price} size={20} />
        <del>¥{formatYuan(goods.ot_price)}</del>
      </div>
      {goods.presell_type === 2 ? (
        <div className="deposit" data-testid="card-deposit">
          定金 ¥{formatYuan(goods.deposit)} · 尾款 ¥{formatYuan(goods.final_price)}
        </div>
      ) : (
        <div className="deposit">全款支付 · 已订 {goods.sales} {goods.unit_name}</div>
      )}
      <div className="time">
        {goods.presell_type === 2 ? '定金' : '预售'}：{timeText(goods.start_time)} 至 {timeText(goods.end_time)}
        {goods.presell_type === 2 && (
          <>
            <br />
            尾款：{timeText(goods.final_start_time)} 至 {timeText(goods.final_end_time)}
          </>
        )}
      </div>
      <Link to={href} className="go" data-state={goods.state}>
        {GO_TEXT[goods.state]}
      </Link>
    </li>
  );
}
