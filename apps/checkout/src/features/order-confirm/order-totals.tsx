import { css } from '@emotion/react';
import type { OrderCheck } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { theme } from '@mall/ui';
import { regionText } from '@mall/address-book';
import { moneyLines } from '../../shared/money-lines';

const totalsCss = css`
  background: #fff;
  padding: 20px 24px;
  dl {
    margin: 0 0 0 auto;
    width: 320px;
    display: grid;
    grid-template-columns: 1fr auto;
    row-gap: 10px;
    color: #666;
  }
  dd {
    margin: 0;
    text-align: right;
    color: ${theme.text};
  }
  .pay {
    border-top: 1px solid ${theme.border};
    margin-top: 16px;
    padding-top: 16px;
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 24px;
  }
  .pay .due {
    color: ${theme.priceText};
    font-size: 26px;
    font-weight: 600;
  }
  .ship {
    text-align: right;
    color: #666;
    margin-top: 8px;
    font-size: 13px;
  }
  .submit {
    width: 180px;
    height: 48px;
    border: 0;
    background: ${theme.priceText};
    color: #fff;
    font-size: 18px;
    cursor: pointer;
  }
  .submit:disabled {
    background: #b0b0b0;
    cursor: not-allowed;
  }
`;

/** 商品总额 / 运费 / 店铺优惠 / 平台优惠 / 积分抵扣 (those not zero) / 实付款, the destination, and 提交订单. */
export function OrderTotals({ check, busy, onSubmit }: { check: OrderCheck; busy: boolean; onSubmit: () => void }) {
  const { t } = useTranslation();
  const lines = moneyLines(
    {
      goods: check.total_price,
      postage: check.total_postage,
      shopCoupon: check.shop_coupon_price,
      platformCoupon: check.platform_coupon_price,
      points: check.integral.price,
      pay: check.pay_price,
    },
    { ...t('money', { returnObjects: true }), goods: t('confirm.goodsTotal'), pay: t('confirm.payTotal') },
  );
  const pay = lines.pop()!;
  const a = check.address;
  return (
    <div css={totalsCss} data-testid="confirm-totals">
      <dl>
        {lines.map(({ key, label, text }) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>
              {label}
              {t('common.colon')}
            </dt>
            <dd data-testid={`sum-${key}`}>{text}</dd>
          </div>
        ))}
      </dl>
      <div className="pay">
        <span>
          {t('confirm.pieces', { count: check.total_num })}
          {pay.label}
          {t('common.colon')}
          <span className="due" data-testid="sum-pay-price">
            {pay.text}
          </span>
        </span>
        <button type="button" className="submit" disabled={busy} onClick={onSubmit}>
          {t('confirm.submit')}
        </button>
      </div>
      {a && (
        <div className="ship" data-testid="ship-to">
          {t('confirm.shipTo')}
          <span data-testid="ship-address">
            {regionText(a)} {a.detail}
          </span>
          <span style={{ marginLeft: 16 }}>{t('confirm.receiver')}</span>
          <span data-testid="ship-receiver">
            {a.real_name} {a.phone}
          </span>
        </div>
      )}
    </div>
  );
}
