import { css } from '@emotion/react';
import { useState } from 'react';
import { catalogApi, type GoodsDetail, type GoodsShow } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { Price, theme } from '@mall/ui';
import { clamp, quantityBounds, skuKey, valueAvailable } from './sku';
import { useBuy, useRequireLogin } from './use-buy';
import { GoodsCouponRow } from '../coupons/goods-coupon-row';

const panelCss = css`
  flex: 1;
  min-width: 0;
  h1 {
    font-size: 18px;
    line-height: 28px;
    margin: 0 0 6px;
    color: ${theme.text};
  }
  .info {
    color: ${theme.priceRed};
    font-size: 13px;
    margin-bottom: 12px;
  }
  .pricebox {
    background: #fff8ea;
    padding: 14px 16px;
    display: flex;
    align-items: baseline;
    gap: 16px;
    font-size: 13px;
    color: ${theme.muted};
  }
  .pricebox del {
    color: ${theme.muted};
  }
  .pricebox .sold {
    margin-left: auto;
  }
  .row {
    display: flex;
    align-items: flex-start;
    padding: 10px 16px 0;
    font-size: 13px;
  }
  .row > .label {
    width: 64px;
    flex: none;
    color: ${theme.muted};
    line-height: 32px;
  }
  .row > .value {
    flex: 1;
    line-height: 32px;
  }
  .guarantee span {
    margin-right: 14px;
  }
  .guarantee span::before {
    content: '✓';
    color: ${theme.gold};
    margin-right: 4px;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .options button {
    min-width: 60px;
    height: 32px;
    padding: 0 14px;
    border: 1px solid #ddd;
    background: #fff;
    cursor: pointer;
    font-size: 13px;
    color: ${theme.text};
  }
  .options button[aria-pressed='true'] {
    border-color: ${theme.priceRed};
    color: ${theme.priceRed};
  }
  .options button:disabled {
    border-style: dashed;
    color: #ccc;
    cursor: not-allowed;
  }
  .qty {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .stepper {
    display: inline-flex;
    border: 1px solid #ddd;
  }
  .stepper button {
    width: 32px;
    height: 32px;
    border: 0;
    background: #f7f7f7;
    cursor: pointer;
    font-size: 16px;
  }
  .stepper button:disabled {
    color: #ccc;
    cursor: not-allowed;
  }
  .stepper input {
    width: 56px;
    height: 32px;
    border: 0;
    border-left: 1px solid #ddd;
    border-right: 1px solid #ddd;
    text-align: center;
  }
  .actions {
    display: flex;
    gap: 12px;
    padding: 24px 16px 0 80px;
    align-items: center;
  }
  .actions button {
    width: 170px;
    height: 46px;
    font-size: 16px;
    cursor: pointer;
    border: 1px solid ${theme.gold};
  }
  .buy {
    background: #fff8ea;
    color: ${theme.gold};
  }
  .cart {
    background: ${theme.gold};
    color: #fff;
  }
  .actions button:disabled {
    background: #eee;
    border-color: #ddd;
    color: #999;
    cursor: not-allowed;
  }
  .fav {
    white-space: nowrap;
    background: none !important;
    border: none !important;
    width: auto !important;
    font-size: 14px !important;
    color: ${theme.muted} !important;
  }
  .fav[aria-pressed='true'] {
    color: ${theme.priceRed} !important;
  }
  .message {
    padding: 10px 0 0 96px;
    font-size: 13px;
  }
  .message.ok {
    color: #2f9e44;
  }
  .message.fail {
    color: ${theme.priceRed};
  }
`;

interface Props {
  goods: GoodsDetail;
  show: GoodsShow;
  selection: string[];
  onSelect: (selection: string[]) => void;
}

function useFavourite(goods: GoodsDetail) {
  const api = useApi();
  const requireLogin = useRequireLogin();
  const [on, setOn] = useState(goods.isRelation);
  const toggle = async () => {
    if (!requireLogin()) return;
    const c = catalogApi(api);
    try {
      await (on ? c.unrelate(0, goods.product_id) : c.relate(0, goods.product_id));
      setOn(!on);
    } catch {
      // a lost session opens the login dialog (api client); nothing else to show here
    }
  };
  return { on, toggle };
}

/** Title, price, shipping and guarantees, the SKU selector, quantity, and the buy buttons. */
export function BuyPanel({ goods, show, selection, onSelect }: Props) {
  const sku = goods.sku[skuKey(selection)];
  const stock = sku?.stock ?? 0;
  const { min, max } = quantityBounds(stock, goods.once_min_count, goods.once_max_count);
  const [num, setNum] = useState(min);
  const quantity = clamp(num, min, Math.max(min, max));
  const soldOut = goods.stock === 0;
  const canBuy = Boolean(sku) && stock >= min;
  const { buy, busy, message } = useBuy(goods.product_id);
  const fav = useFavourite(goods);

  return (
    <div css={panelCss} data-testid="buy-panel">
      <h1>{goods.store_name}</h1>
      <div className="info">{goods.store_info}</div>
      <div className="pricebox">
        <span>价格</span>
        <span data-testid="price">
          <Price fen={sku?.price ?? goods.price} size={26} />
        </span>
        <span>
          原价 <del data-testid="ot-price">¥{((sku?.ot_price ?? goods.ot_price) / 100).toFixed(2)}</del>
        </span>
        <span className="sold">
          销量 {goods.sales} · 累计评价 {goods.reply.count}
        </span>
      </div>
      <GoodsCouponRow productId={goods.product_id} />
      <div className="row">
        <span className="label">配送</span>
        <span className="value">{show.shipping.ships_from ? `${show.shipping.ships_from} 发货` : '商家发货'}</span>
      </div>
      {show.guarantee.length > 0 && (
        <div className="row">
          <span className="label">保障</span>
          <span className="value guarantee">
            {show.guarantee.map((g) => (
              <span key={g.guarantee_name} title={g.guarantee_info}>
                {g.guarantee_name}
              </span>
            ))}
          </span>
        </div>
      )}
      {goods.attr.map((a, i) => (
        <div className="row" key={a.attr_name} data-testid="attr-row">
          <span className="label">{a.attr_name}</span>
          <div className="value options">
            {a.attr_values.map((v) => (
              <button
                type="button"
                key={v}
                aria-pressed={selection[i] === v}
                disabled={!valueAvailable(goods.sku, selection, i, v)}
                onClick={() => onSelect(selection.map((s, j) => (j === i ? v : s)))}
              >
                {v}
              </button>
            ))}
          </div>
        </div>
      ))}
      <div className="row">
        <span className="label">数量</span>
        <div className="value qty">
          <span className="stepper">
            <button type="button" aria-label="减少" disabled={!canBuy || quantity <= min} onClick={() => setNum(quantity - 1)}>
              −
            </button>
            <input
              aria-label="购买数量"
              value={canBuy ? quantity : 0}
              disabled={!canBuy}
              onChange={(e) => setNum(clamp(Number(e.target.value.replace(/\D/g, '')) || min, min, Math.max(min, max)))}
            />
            <button type="button" aria-label="增加" disabled={!canBuy || quantity >= max} onClick={() => setNum(quantity + 1)}>
              +
            </button>
          </span>
          <span data-testid="stock">库存 {stock} {goods.unit_name}</span>
          {goods.once_max_count > 0 && <span>（每次限购 {goods.once_max_count} {goods.unit_name}）</span>}
          {goods.once_min_count > 1 && <span>（{goods.once_min_count} {goods.unit_name}起购）</span>}
        </div>
      </div>
      <div className="actions">
        {soldOut ? (
          <button type="button" disabled data-testid="sold-out">
            已售罄
          </button>
        ) : (
          <>
            <button type="button" className="buy" disabled={!canBuy || busy} onClick={() => void buy(sku.unique, quantity, true)}>
              立即购买
            </button>
            <button type="button" className="cart" disabled={!canBuy || busy} onClick={() => void buy(sku.unique, quantity, false)}>
              加入购物车
            </button>
          </>
        )}
        <button type="button" className="fav" aria-pressed={fav.on} onClick={() => void fav.toggle()}>
          {fav.on ? '♥ 已收藏' : '♡ 收藏'}
        </button>
      </div>
      {message && (
        <div className={`message ${message.ok ? 'ok' : 'fail'}`} role="status">
          {message.text}
        </div>
      )}
    </div>
  );
}
