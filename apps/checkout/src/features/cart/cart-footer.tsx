import { css } from '@emotion/react';
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
  return (
    <div css={footerCss} data-testid="cart-footer">
      <label className="all">
        <input type="checkbox" checked={allSelected} onChange={(e) => onSelectAll(e.target.checked)} />
        全选
      </label>
      <div className="actions">
        <button type="button" css={textButtonCss} disabled={pieces === 0} onClick={onDeleteSelected}>
          删除选中的商品
        </button>
        {hasInvalid && (
          <button type="button" css={textButtonCss} onClick={onClearInvalid}>
            清空失效商品
          </button>
        )}
      </div>
      <div className="sum">
        <span>
          已选择 <b data-testid="selected-pieces">{pieces}</b> 件商品
        </span>
        <span>
          合计：
          <span className="total" data-testid="cart-total">
            ¥{formatYuan(amount)}
          </span>
        </span>
        <button type="button" className="go" disabled={pieces === 0} onClick={onCheckout}>
          去结算
        </button>
      </div>
    </div>
  );
}
