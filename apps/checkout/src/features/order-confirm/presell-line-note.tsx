import { css } from '@emotion/react';
import type { PresellLine } from '@mall/api-client';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  if (presell.presell_type === 1) {
    return (
      <div css={noteCss} data-testid="presell-line">
        {t('confirm.presell.full', { days: presell.delivery_day })}
      </div>
    );
  }
  return (
    <div css={noteCss} data-testid="presell-line">
      <Trans
        i18nKey="confirm.presell.deposit"
        values={{
          deposit: formatYuan(presell.deposit),
          rest: formatYuan(presell.final_price),
          from: minutes(presell.final_start_time),
          to: minutes(presell.final_end_time),
          days: presell.delivery_day,
        }}
        components={{ b: <b /> }}
      />
    </div>
  );
}
