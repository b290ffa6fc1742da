import { useState } from 'react';
import { useNavigate } from 'react-router';
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
  useDocumentTitle('购物车');
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
        <h1>购物车</h1>
        <span>
          全部商品 <b data-testid="cart-kinds">{validCount}</b>
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
                aria-label="全选"
                checked={allSelected}
                disabled={allIds.length === 0}
                onChange={(e) => state.setSelected(allIds, e.target.checked)}
              />
            </label>
            <span>商品信息</span>
            <span>单价</span>
            <span>数量</span>
            <span>金额</span>
            <span>操作</span>
          </div>
          {validCount === 0 && <EmptyCart />}
          {cart.list.map((shop) => (
            <ShopGroup
              key={shop.mer_id}
              shop={shop}
              state={state}
              onDelete={(ids) => ask(ids, '确定要删除该商品吗？')}
            />
          ))}
          {cart.fail.length > 0 && (
            <InvalidGroup
              fail={cart.fail}
              onDelete={(ids) => ask(ids, ids.length > 1 ? '确定要清空失效商品吗？' : '确定要删除该商品吗？')}
            />
          )}
          <CartFooter
            allSelected={allSelected}
            pieces={pieces}
            amount={amount}
            hasInvalid={cart.fail.length > 0}
            onSelectAll={(on) => state.setSelected(allIds, on)}
            onDeleteSelected={() => ask([...selected], `确定要删除选中的${selected.size}种商品吗？`)}
            onClearInvalid={() =>
              ask(
                cart.fail.map((l) => l.cart_id),
                '确定要清空失效商品吗？',
              )
            }
            onCheckout={() => navigate(`/order_confirm?cartId=${allIds.filter((id) => selected.has(id)).join(',')}`)}
          />
        </>
      )}
      {pending && (
        <ConfirmDialog
          title="删除商品"
          message={pending.message}
          confirmText="删除"
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
