import { css } from '@emotion/react';
import { Trans, useTranslation } from 'react-i18next';
import { formatYuan, theme } from '@mall/ui';
import { textButtonCss } from './cart-styles';

const footerCss = css`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  height: 56px;
  background: #fff;
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.06);
  .all {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 110px;
    padding-left: 18px;
    cursor: pointer;
  }
  .actions {
    display: flex;
    gap: 24px;
  }
  .sum {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: 24px;
    color: #666;
  }
  .sum b {
    color: ${theme.priceText};
  }
  .total {
    color: ${theme.priceText};
    font-size: 22px;
    font-weight: 600;
  }
  .go {
    width: 140px;
    height: 56px;
    border: 0;
    background: ${theme.priceText};
    color: #fff;
    font-size: 18px;
    cursor: pointer;
  }
  .go:disabled {
    background: #b0b0b0;
    cursor: not-allowed;
  }
`;

export function CartFooter({
  allSelected,
  pieces,
  amount,
  hasInvalid,
  onSelectAll,
  onDeleteSelected,
  onClearInvalid,
  onCheckout,
}: {
  allSelected: boolean;
  pieces: number;
  /** fen */
  amount: number;
  hasInvalid: boolean;
  onSelectAll: (on: boolean) => void;
  onDeleteSelected: () => void;
  onClearInvalid: () => void;
  onCheckout: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div css={footerCss} data-testid="cart-footer">
      <label className="all">
        <input type="checkbox" checked={allSelected} onChange={(e) => onSelectAll(e.target.checked)} />
        {t('cart.selectAll')}
      </label>
      <div className="actions">
        <button type="button" css={textButtonCss} disabled={pieces === 0} onClick={onDeleteSelected}>
          {t('cart.deleteSelected')}
        </button>
        {hasInvalid && (
          <button type="button" css={textButtonCss} onClick={onClearInvalid}>
            {t('cart.clearInvalid')}
          </button>
        )}
      </div>
      <div className="sum">
        <span>
          <Trans i18nKey="cart.selected" values={{ pieces }} components={{ b: <b data-testid="selected-pieces" /> }} />
        </span>
        <span>
          {t('cart.total')}
          <span className="total" data-testid="cart-total">
            ¥{formatYuan(amount)}
          </span>
        </span>
        <button type="button" className="go" disabled={pieces === 0} onClick={onCheckout}>
          {t('cart.checkout')}
        </button>
      </div>
    </div>
  );
}
