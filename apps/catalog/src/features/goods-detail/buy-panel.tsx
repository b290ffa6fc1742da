import { useState } from 'react';
import { catalogApi, type CouponOffer, type GoodsDetail, type GoodsShow } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { Price } from '@mall/ui';
import { SvipPrice } from '../common/svip-price';
import { BuyMessage } from '../common/goods-page/buy-actions';
import { panelCss } from '../common/goods-page/panel-style';
import { clamp, quantityBounds, restoreChoice, skuKey } from '../common/goods-page/sku';
import { ServiceRows } from '../common/goods-page/service-rows';
import { QuantityRow, SkuRows } from '../common/goods-page/sku-picker';
import { useBuy, useRequireLogin, useResumeAfterLogin } from '../common/goods-page/use-buy';
import { GoodsCouponRow } from '../coupons/goods-coupon-row';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { goods } from '../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ goods });

interface Props {
  goods: GoodsDetail;
  show: GoodsShow;
  /** the 优惠券 row's, loaded with the page */
  coupons: CouponOffer[];
  selection: string[];
  onSelect: (selection: string[]) => void;
}

function useFavourite(goods: GoodsDetail) {
  const api = useApi();
  const requireLogin = useRequireLogin();
  const [on, setOn] = useState(goods.isRelation);
  const intent = `favourite:${goods.product_id}`;
  const toggle = async () => {
    if (!requireLogin({ name: intent })) return;
    const c = catalogApi(api);
    try {
      await (on ? c.unrelate(0, goods.product_id) : c.relate(0, goods.product_id));
      setOn(!on);
    } catch {
      // a lost session opens the login dialog (api client); nothing else to show here
    }
  };
  useResumeAfterLogin(intent, () => {
    if (!on) void toggle();
  });
  return { on, toggle };
}

/** Title, price, shipping and guarantees, the SKU selector, quantity, and the buy buttons. */
export function BuyPanel({ goods, show, coupons, selection, onSelect }: Props) {
  const sku = goods.sku[skuKey(selection)];
  const stock = sku?.stock ?? 0;
  const { min, max } = quantityBounds(stock, goods.once_min_count, goods.once_max_count);
  const [num, setNum] = useState(min);
  const quantity = clamp(num, min, Math.max(min, max));
  const soldOut = goods.stock === 0;
  const canBuy = Boolean(sku) && stock >= min;
  const { buy, busy, message } = useBuy(goods.product_id, 0, restoreChoice(goods.sku, onSelect, setNum));
  const fav = useFavourite(goods);
  const { t } = useCatalogTexts();
  const unit = <span data-authored>{goods.unit_name}</span>;

  return (
    <div css={panelCss} data-testid="buy-panel">
      <h1 data-authored>{goods.store_name}</h1>
      <div className="info" data-authored>
        {goods.store_info}
      </div>
      <div className="pricebox">
        <span>{t('goods.price')}</span>
        <span data-testid="price">
          <Price fen={sku?.price ?? goods.price} size={26} />
        </span>
        <SvipPrice fen={sku?.price ?? goods.price} />
        <span>
          {t('goods.listPrice')}{' '}
          <del data-testid="ot-price">¥{((sku?.ot_price ?? goods.ot_price) / 100).toFixed(2)}</del>
        </span>
        <span className="sold">{t('goods.salesAndReviews', { sales: goods.sales, reviews: goods.reply.count })}</span>
      </div>
      {/* keyed: another goods' page starts from its own coupons */}
      <GoodsCouponRow key={goods.product_id} productId={goods.product_id} initial={coupons} />
      <ServiceRows show={show} />
      <SkuRows goods={goods} selection={selection} onSelect={onSelect} />
      <QuantityRow quantity={quantity} min={min} max={max} enabled={canBuy} onChange={setNum}>
        <span data-testid="stock">{withNode(t('goods.stock', { count: stock, unit: NODE }), unit)}</span>
        {goods.once_max_count > 0 && (
          <span>{withNode(t('goods.onceMax', { count: goods.once_max_count, unit: NODE }), unit)}</span>
        )}
        {goods.once_min_count > 1 && (
          <span>{withNode(t('goods.onceMin', { count: goods.once_min_count, unit: NODE }), unit)}</span>
        )}
      </QuantityRow>
      <div className="actions">
        {soldOut ? (
          <button type="button" disabled data-testid="sold-out">
            {t('goods.soldOut')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="buy"
              disabled={!canBuy || busy}
              onClick={() => void buy(sku.unique, quantity, true)}
            >
              {t('goods.buyNow')}
            </button>
            <button
              type="button"
              className="cart"
              disabled={!canBuy || busy}
              onClick={() => void buy(sku.unique, quantity, false)}
            >
              {t('goods.addToCart')}
            </button>
          </>
        )}
        <button type="button" className="fav" aria-pressed={fav.on} onClick={() => void fav.toggle()}>
          {fav.on ? t('goods.favourited') : t('goods.favourite')}
        </button>
      </div>
      <BuyMessage message={message} />
    </div>
  );
}
