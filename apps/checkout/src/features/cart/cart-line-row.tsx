import { css } from '@emotion/react';
import type { CartLine } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { Price, theme } from '@mall/ui';
import { QuantityStepper } from '../../shared/quantity-stepper';
import { quantityBounds } from './cart-model';
import { columnsCss, goodsCellCss, textButtonCss } from './cart-styles';

const rowCss = css`
  padding: 20px 0;
  border-top: 1px solid ${theme.border};
  &[data-selected='true'] {
    background: #fffbf0;
  }
  .hint {
    margin-top: 6px;
    font-size: 12px;
    color: ${theme.muted};
  }
  .amount {
    font-weight: 600;
  }
`;

export function CartLineRow({
  line,
  selected,
  busy,
  onSelect,
  onChangeNum,
  onDelete,
}: {
  line: CartLine;
  selected: boolean;
  busy: boolean;
  onSelect: (on: boolean) => void;
  onChangeNum: (n: number) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { min, max } = quantityBounds(line);
  const limited = line.once_max_count > 0 && line.once_max_count <= line.stock;
  return (
    <div css={[columnsCss, rowCss]} data-selected={selected} data-testid="cart-line" data-cart-id={line.cart_id}>
      <div className="cell-check">
        <input
          type="checkbox"
          aria-label={t('cart.selectLine', { title: line.title })}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
        />
      </div>
      <div css={goodsCellCss}>
        <a href={`/goods_detail/${line.product_id}`}>
          <img src={line.image} alt={line.title} />
        </a>
        <div>
          <a className="name" href={`/goods_detail/${line.product_id}`} data-testid="goods-title">
            {line.title}
          </a>
          {line.sku && (
            <div className="sku" data-testid="goods-sku">
              {line.sku}
            </div>
          )}
        </div>
      </div>
      <div data-testid="line-price">
        <Price fen={line.price} size={14} />
      </div>
      <div>
        <QuantityStepper value={line.cart_num} min={min} max={max} disabled={busy} onChange={onChangeNum} />
        <div className="hint">
          {limited
            ? t('cart.limit', { count: line.once_max_count })
            : line.stock <= 10
              ? t('cart.fewLeft', { count: line.stock })
              : ''}
          {line.once_min_count > 1 && t('cart.minBuy', { count: line.once_min_count })}
        </div>
      </div>
      <div className="amount" data-testid="line-amount">
        <Price fen={line.price * line.cart_num} size={16} />
      </div>
      <div>
        <button type="button" css={textButtonCss} onClick={onDelete} disabled={busy}>
          {t('common.delete')}
        </button>
      </div>
    </div>
  );
}
