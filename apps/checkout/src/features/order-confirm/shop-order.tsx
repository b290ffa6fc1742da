import { css } from '@emotion/react';
import type { CheckShop } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { Price, formatYuan, theme } from '@mall/ui';
import { fieldCss } from '../../shared/field-styles';
import { moneyLines } from '../../shared/money-lines';
import { GoodsCell, ShopTitle, goodsCellCss, selfTagCss } from '../../shared/order-goods';
import { couponLabel } from './coupon-text';
import { CouponPicker } from './coupon-picker';
import { PresellLineNote } from './presell-line-note';

export const MARK_MAX = 150;

const shopCss = css`
  border: 1px solid ${theme.border};
  margin-bottom: 16px;
  .head {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 12px 16px;
    background: #fafafa;
    font-weight: 600;
  }
  ${selfTagCss}
  .item {
    display: grid;
    grid-template-columns: 1fr 160px 120px 160px;
    align-items: center;
    padding: 14px 16px;
    border-top: 1px solid ${theme.border};
  }
  ${goodsCellCss}
  .sku {
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 6px;
  }
  .opts {
    border-top: 1px solid ${theme.border};
    padding: 12px 16px;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 12px 40px;
  }
  .opt {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  .opt > span:first-of-type {
    color: #666;
    width: 64px;
    flex: none;
  }
  .note {
    position: relative;
    flex: 1;
  }
  .note input {
    width: 100%;
    padding-right: 64px;
  }
  .note small {
    position: absolute;
    right: 8px;
    top: 8px;
    color: ${theme.muted};
  }
  .sum {
    display: flex;
    justify-content: flex-end;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 4px 20px;
    padding: 12px 16px;
    border-top: 1px dashed ${theme.border};
    color: #666;
  }
  .sum b {
    font-weight: normal;
    color: ${theme.text};
  }
  .sum .pay b {
    color: ${theme.priceText};
    font-size: 16px;
    font-weight: 600;
  }
`;

/** One merchant's part of the order: goods, delivery, shop coupon, buyer note, shop total. */
export function ShopOrder({
  shop,
  couponUserId,
  mark,
  disabled,
  onMark,
  onCoupon,
}: {
  shop: CheckShop;
  /** the coupon shown as chosen */
  couponUserId: number;
  mark: string;
  disabled: boolean;
  onMark: (text: string) => void;
  onCoupon: (couponUserId: number) => void;
}) {
  const { t } = useTranslation();
  // 店铺合计 is what the API charges for this shop: goods + postage − coupons − points
  const lines = moneyLines(
    {
      goods: shop.total_price,
      postage: shop.postage_price,
      shopCoupon: shop.coupon_price,
      platformCoupon: shop.platform_coupon_price,
      points: shop.integral_price,
      pay: shop.pay_price,
    },
    { ...t('money', { returnObjects: true }), goods: t('confirm.shop.goods'), pay: t('confirm.shop.pay') },
  );
  return (
    <div css={shopCss} data-testid="confirm-shop" data-mer-id={shop.mer_id}>
      <div className="head">
        <ShopTitle shop={shop} />
      </div>
      {shop.cart.map((line) => (
        <div className="item" key={line.cart_id}>
          <GoodsCell image={line.image} title={line.title} sku={line.sku} />
          <Price fen={line.price} size={14} />
          <span>x{line.cart_num}</span>
          <Price fen={line.total_price} size={14} />
          {line.presell && <PresellLineNote presell={line.presell} />}
        </div>
      ))}
      <div className="opts">
        <div className="opt">
          <span>{t('confirm.shop.delivery')}</span>
          <span>{t('confirm.shop.express')}</span>
          <span data-testid="shop-postage">
            {shop.postage_price > 0
              ? t('confirm.shop.postage', { yuan: formatYuan(shop.postage_price) })
              : t('confirm.shop.freePostage')}
          </span>
        </div>
        <div className="opt">
          <span>{t('confirm.shop.coupon')}</span>
          {shop.coupons.length === 0 ? (
            <span style={{ color: theme.muted }}>{t('confirm.shop.noCoupon')}</span>
          ) : (
            <CouponPicker
              label={`${shop.mer_name} ${t('confirm.shop.coupon')}`}
              value={couponUserId}
              disabled={disabled}
              onChange={onCoupon}
              options={[
                { value: 0, text: t('confirm.shop.noUse') },
                ...shop.coupons.map((c) => ({
                  value: c.coupon_user_id,
                  text: `${couponLabel(t, c)}${c.usable ? '' : t('confirm.shop.unusable')}`,
                  disabled: !c.usable,
                })),
              ]}
            />
          )}
        </div>
        <div className="opt" style={{ gridColumn: '1 / span 2' }}>
          <span>{t('confirm.shop.note')}</span>
          <label className="note">
            <input
              css={fieldCss}
              aria-label={`${shop.mer_name} ${t('confirm.shop.note')}`}
              placeholder={t('confirm.shop.notePlaceholder')}
              maxLength={MARK_MAX}
              value={mark}
              onChange={(e) => onMark(e.target.value)}
            />
            <small>
              {mark.length}/{MARK_MAX}
            </small>
          </label>
        </div>
      </div>
      <div className="sum" data-testid="shop-sum">
        <span>{t('confirm.shop.pieces', { count: shop.total_num })}</span>
        {lines.map(({ key, label, text }) => (
          <span key={key} className={key === 'pay-price' ? 'pay' : undefined}>
            {label}
            {t('common.colon')}
            <b data-testid={`shop-sum-${key}`}>{text}</b>
          </span>
        ))}
      </div>
    </div>
  );
}
