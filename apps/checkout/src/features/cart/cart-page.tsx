import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, ErrorBox } from '@mall/ui';
import { useDocumentTitle } from '../../shared/use-document-title';
import { CartFooter } from './cart-footer';
import { selectionTotals } from './cart-model';
import { columnsCss, pageCss } from './cart-styles';
import { EmptyCart } from './empty-cart';
import { InvalidGroup } from './invalid-group';
import { ShopGroup } from './shop-group';
import { useCart } from './use-cart';

interface PendingDelete {
  ids: number[];
  message: string;
}

export function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.cart'));
  const state = useCart();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const { cart, error, selected } = state;

  if (!cart) {
    if (error) return <ErrorBox message={error} onRetry={() => void state.reload()} />;
    return <div css={pageCss} aria-busy="true" />;
  }

  const validCount = cart.list.reduce((n, s) => n + s.cart.length, 0);
  const allIds = cart.list.flatMap((s) => s.cart.map((l) => l.cart_id));
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id));
  const { pieces, amount } = selectionTotals(cart, selected);
  const ask = (ids: number[], message: string) => setPending({ ids, message });

  return (
    <div css={pageCss} data-testid="cart-page">
      <div className="cart-title">
        <h1>{t('cart.title')}</h1>
        <span>
          {t('cart.allGoods')} <b data-testid="cart-kinds">{validCount}</b>
        </span>
      </div>
      {validCount === 0 && cart.fail.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <div css={columnsCss} className="cart-head">
            <label className="cell-check">
              <input
                type="checkbox"
                aria-label={t('cart.selectAll')}
                checked={allSelected}
                disabled={allIds.length === 0}
                onChange={(e) => state.setSelected(allIds, e.target.checked)}
              />
            </label>
            <span>{t('cart.columns.goods')}</span>
            <span>{t('cart.columns.price')}</span>
            <span>{t('cart.columns.num')}</span>
            <span>{t('cart.columns.amount')}</span>
            <span>{t('cart.columns.actions')}</span>
          </div>
          {validCount === 0 && <EmptyCart />}
          {cart.list.map((shop) => (
            <ShopGroup
              key={shop.mer_id}
              shop={shop}
              state={state}
              onDelete={(ids) => ask(ids, t('cart.askDeleteOne'))}
            />
          ))}
          {cart.fail.length > 0 && (
            <InvalidGroup
              fail={cart.fail}
              onDelete={(ids) => ask(ids, t(ids.length > 1 ? 'cart.askClearInvalid' : 'cart.askDeleteOne'))}
            />
          )}
          <CartFooter
            allSelected={allSelected}
            pieces={pieces}
            amount={amount}
            hasInvalid={cart.fail.length > 0}
            onSelectAll={(on) => state.setSelected(allIds, on)}
            onDeleteSelected={() => ask([...selected], t('cart.askDeleteSelected', { count: selected.size }))}
            onClearInvalid={() =>
              ask(
                cart.fail.map((l) => l.cart_id),
                t('cart.askClearInvalid'),
              )
            }
            onCheckout={() => navigate(`/order_confirm?cartId=${allIds.filter((id) => selected.has(id)).join(',')}`)}
          />
        </>
      )}
      {pending && (
        <ConfirmDialog
          title={t('cart.deleteTitle')}
          message={pending.message}
          confirmText={t('common.delete')}
          cancelText={t('common.cancel')}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            void state.remove(pending.ids);
            setPending(null);
          }}
        />
      )}
    </div>
  );
}
