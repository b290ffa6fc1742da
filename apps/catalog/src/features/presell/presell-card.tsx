import { css } from '@emotion/react';
import { Link } from 'react-router';
import type { PresellCard as Card } from '@mall/api-client';
import { formatYuan, theme } from '@mall/ui';
import { ActivityCard } from '../common/activity-card';
import { timeText, TYPE_TEXT } from './presell-text';

const presellCss = css`
  .badge {
    background: ${theme.gold};
  }
  .deposit {
    font-size: 12px;
    color: ${theme.priceText};
    background: #fff1f0;
    padding: 3px 6px;
  }
  .time {
    font-size: 12px;
    color: ${theme.muted};
    line-height: 18px;
  }
`;

const GO_TEXT = { 0: '即将开始', 1: '立即预订', 2: '已结束' } as const;
const TONE = { 0: 'soon', 1: undefined, 2: 'off' } as const;

/** A presell goods: image, kind, presell price, deposit (定金预售), the window and its button. */
export function PresellCard({ goods }: { goods: Card }) {
  const href = `/goods_presell_detail/${goods.id}`;
  const deposit = goods.presell_type === 2;
  return (
    <ActivityCard
      css={presellCss}
      testId="presell-card"
      data-state={goods.state}
      href={href}
      goods={goods}
      badge={TYPE_TEXT[goods.presell_type]}
      priceLabel="预售价"
      price={goods.price}
      listPrice={goods.ot_price}
    >
      {deposit ? (
        <div className="deposit" data-testid="card-deposit">
          定金 ¥{formatYuan(goods.deposit)} · 尾款 ¥{formatYuan(goods.final_price)}
        </div>
      ) : (
        <div className="deposit">
          全款支付 · 已订 {goods.sales} {goods.unit_name}
        </div>
      )}
      <div className="time">
        {deposit ? '定金' : '预售'}：{timeText(goods.start_time)} 至 {timeText(goods.end_time)}
        {deposit && (
          <>
            <br />
            尾款：{timeText(goods.final_start_time)} 至 {timeText(goods.final_end_time)}
          </>
        )}
      </div>
      <Link to={href} className="go" data-tone={TONE[goods.state]}>
        {GO_TEXT[goods.state]}
      </Link>
    </ActivityCard>
  );
}
