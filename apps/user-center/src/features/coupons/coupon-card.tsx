import { css } from '@emotion/react';
import type { HeldCoupon } from '@mall/api-client';
import { formatChinaTime, formatYuan, theme } from '@mall/ui';

const cardCss = css`
  display: flex;
  height: 116px;
  border: 1px solid #f6d7b0;
  background: #fffaf2;
  &[data-status='1'],
  &[data-status='2'] {
    filter: grayscale(1);
    opacity: 0.7;
  }
  .value {
    width: 140px;
    flex: none;
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    background: linear-gradient(135deg, #f5b73b, ${theme.priceRed});
    color: #fff;
  }
  .value b {
    font-size: 30px;
  }
  .value b small {
    font-size: 16px;
    margin-right: 2px;
  }
  .body {
    flex: 1;
    min-width: 0;
    padding: 12px 14px;
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 12px;
    color: #666;
  }
  .title {
    font-size: 14px;
    color: ${theme.text};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .kind {
    display: inline-block;
    margin-right: 6px;
    padding: 0 4px;
    border: 1px solid ${theme.priceRed};
    color: ${theme.priceText};
    font-size: 11px;
  }
  .scope {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .foot {
    margin-top: auto;
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  .foot a {
    padding: 2px 12px;
    border-radius: 12px;
    background: ${theme.priceText};
    color: #fff;
    text-decoration: none;
  }
  .stamp {
    color: ${theme.muted};
  }
`;

const day = (iso: string) => formatChinaTime(iso).slice(0, 10);

export function CouponCard({ coupon: c }: { coupon: HeldCoupon }) {
  return (
    <div css={cardCss} data-status={c.status} data-testid="coupon-card">
      <div className="value">
        <b>
          <small>¥</small>
          {formatYuan(c.coupon_price).replace(/\.00$/, '')}
        </b>
        <span>{c.use_min_price > 0 ? `满${formatYuan(c.use_min_price).replace(/\.00$/, '')}可用` : '无门槛'}</span>
      </div>
      <div className="body">
        <div className="title">
          <span className="kind">{c.type_name}</span>
          {c.title}
        </div>
        <div className="scope" title={c.scope}>
          {c.scope}
        </div>
        <div>
          有效期：{day(c.start_time)} 至 {day(c.end_time)}
        </div>
        <div className="foot">
          <span>{c.mer_name}</span>
          {c.status === 0 && <a href={c.use_url}>去使用</a>}
          {c.status === 1 && <span className="stamp">已使用</span>}
          {c.status === 2 && <span className="stamp">已过期</span>}
        </div>
      </div>
    </div>
  );
}
