import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';

// this module's texts come with its chunk
catalogTexts.add({ home });

const barCss = css`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 12px;
  color: ${theme.muted};
  .track {
    flex: 1;
    height: 8px;
    border-radius: 4px;
    background: #fde3e1;
    overflow: hidden;
  }
  .fill {
    height: 100%;
    border-radius: 4px;
    background: linear-gradient(90deg, #ff7a45, ${theme.priceRed});
  }
  .text {
    white-space: nowrap;
  }
`;

/** 已抢 N% with its bar. */
export function ProgressBar({ percent }: { percent: number }) {
  const { t } = useCatalogTexts();
  const p = Math.max(0, Math.min(100, percent));
  return (
    <div css={barCss} data-testid="progress">
      <span className="track">
        <span className="fill" style={{ width: `${p}%`, display: 'block' }} />
      </span>
      <span className="text">{t('home.seckill.grabbed', { percent: p })}</span>
    </div>
  );
}

/** The catalogue key (seckill.button.*) of a seckill goods' button: 去抢购, 已抢光, 未开始, 已结束. */
export const BUTTON_TEXT = { buy: 'buy', sold_out: 'soldOut', upcoming: 'upcoming', ended: 'ended' } as const;
