import { css } from '@emotion/react';
import type { PresellLine } from '@mall/api-client';
import { formatChinaTime, formatYuan, theme } from '@mall/ui';

const noteCss = css`
  grid-column: 1 / -1;
  margin-top: 10px;
  padding: 8px 12px;
  background: #fffbe6;
  border: 1px solid #ffe58f;
  font-size: 12px;
  line-height: 20px;
  color: #666;
  b {
    color: ${theme.priceText};
    font-weight: normal;
  }
`;

const minutes = (s: number) => formatChinaTime(new Date(s * 1000).toISOString()).slice(0, 16);

/** Under a presell line of the confirm page: the deposit paid now and the final amount paid later, or 全款预售. */
export function PresellLineNote({ presell }: { presell: PresellLine }) {
  if (presell.presell_type === 1) {
    return (
      <div css={noteCss} data-testid="presell-line">
        全款预售：本次支付全款，付款后{presell.delivery_day}天内发货
      </div>
    );
  }
  return (
    <div css={noteCss} data-testid="presell-line">
      定金预售：本次支付定金 <b>¥{formatYuan(presell.deposit)}</b>，尾款 <b>¥{formatYuan(presell.final_price)}</b> 请于{' '}
      {minutes(presell.final_start_time)} 至 {minutes(presell.final_end_time)} 支付（优惠券可用于尾款），付尾款后
      {presell.delivery_day}天内发货。逾期未付尾款，订单关闭，定金不退。
    </div>
  );
}
