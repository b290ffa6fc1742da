import { css } from '@emotion/react';
import type { CartShop } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { theme } from '@mall/ui';
import { CartLineRow } from './cart-line-row';
import type { CartState } from './use-cart';

const groupCss = css`
  background: #fff;
  margin-bottom: 12px;
  .shop {
    height: 48px;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .shop .cell-check {
    width: 52px;
  }
  .self {
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 12px;
    padding: 1px 5px;
    border-radius: 2px;
  }
  .shop a {
    font-weight: 600;
  }
`;

export function ShopGroup({
  shop,
  state,
  onDelete,
}: {
  shop: CartShop;
  state: CartState;
  onDelete: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const ids = shop.cart.map((l) => l.cart_id);
  const all = ids.every((id) => state.selected.has(id));
  return (
    <section css={groupCss} data-testid="cart-shop" data-mer-id={shop.mer_id}>
      <div className="shop">
        <div className="cell-check">
          <input
            type="checkbox"
            aria-label={t('cart.selectShop', { name: shop.mer_name })}
            checked={all}
            onChange={(e) => state.setSelected(ids, e.target.checked)}
          />
        </div>
        {shop.is_trader && <span className="self">{t('common.self')}</span>}
        <a href={`/store?id=${shop.mer_id}`} data-testid="shop-name">
          {shop.mer_name}
        </a>
      </div>
      {shop.cart.map((line) => (
        <CartLineRow
          key={line.cart_id}
          line={line}
          selected={state.selected.has(line.cart_id)}
          busy={state.busy.has(line.cart_id)}
          onSelect={(on) => state.setSelected([line.cart_id], on)}
          onChangeNum={(n) => void state.changeNum(line, n)}
          onDelete={() => onDelete([line.cart_id])}
        />
      ))}
    </section>
  );
}
