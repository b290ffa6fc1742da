import { css } from '@emotion/react';
import { formatYuan, theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { bargain } from '../../i18n/zh-CN/bargain';

// this module's texts come with its chunk
catalogTexts.add({ bargain });

const barCss = css`
  margin: 0 auto;
  max-width: 520px;
  .track {
    position: relative;
    height: 14px;
    border-radius: 7px;
    background: #ffe7ba;
    overflow: hidden;
  }
  .fill {
    height: 100%;
    border-radius: 7px;
    background: linear-gradient(90deg, #ffa940, ${theme.priceRed});
  }
  .ends {
    display: flex;
    justify-content: space-between;
    margin-top: 6px;
    font-size: 12px;
    color: ${theme.muted};
  }
`;

interface Props {
  ot_price: number;
  min_price: number;
  price: number;
  percent: number;
}

/** From the original price (left) to the floor (right): how far the helps have brought it. */
export function BargainProgress({ ot_price, min_price, price, percent }: Props) {
  const { t } = useCatalogTexts();
  return (
    <div css={barCss}>
      <div
        className="track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('bargain.cutLabel', { amount: formatYuan(ot_price - price) })}
        data-testid="bargain-progress"
      >
        <div className="fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="ends">
        <span>{t('bargain.from', { amount: formatYuan(ot_price) })}</span>
        <span>{t('bargain.to', { amount: formatYuan(min_price) })}</span>
      </div>
    </div>
  );
}
