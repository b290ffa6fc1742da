import { css } from '@emotion/react';
import type { OrderCheck } from '@mall/api-client';
import { formatYuan, theme } from '@mall/ui';
import { regionText } from '@mall/address-book';

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
    color: ${theme.priceRed};
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
    background: ${theme.priceRed};
    color: #fff;
    font-size: 18px;
    cursor: pointer;
  }
  .submit:disabled {
    background: #b0b0b0;
    cursor: not-allowed;
  }
`;

/** 商品总金额 / 店铺优惠 / 平台优惠 / 积分抵扣 / 运费 / 应付总额, the destination, and 提交订单. */
export function OrderTotals({ check, busy, onSubmit }: { check: OrderCheck; busy: boolean; onSubmit: () => void }) {
  const rows: [string, string, string][] = [
    ['商品总金额', 'total-price', `¥${formatYuan(check.total_price)}`],
    ['店铺优惠', 'shop-coupon', `-¥${formatYuan(check.shop_coupon_price)}`],
    ['平台优惠', 'platform-coupon', `-¥${formatYuan(check.platform_coupon_price)}`],
    ['积分抵扣', 'integral-price', `-¥${formatYuan(check.integral.use ? check.integral.price : 0)}`],
    ['运费', 'postage', `+¥${formatYuan(check.total_postage)}`],
  ];
  const a = check.address;
  return (
    <div css={totalsCss} data-testid="confirm-totals">
      <dl>
        {rows.map(([label, id, text]) => (
          <div key={id} style={{ display: 'contents' }}>
            <dt>{label}：</dt>
            <dd data-testid={`sum-${id}`}>{text}</dd>
          </div>
        ))}
      </dl>
      <div className="pay">
        <span>
          共{check.total_num}件商品，应付总额：
          <span className="due" data-testid="sum-pay-price">
            ¥{formatYuan(check.pay_price)}
          </span>
        </span>
        <button type="button" className="submit" disabled={busy} onClick={onSubmit}>
          提交订单
        </button>
      </div>
      {a && (
        <div className="ship" data-testid="ship-to">
          寄送至：{regionText(a)} {a.detail}
          <span style={{ marginLeft: 16 }}>收货人：</span>
          {a.real_name} {a.phone}
        </div>
      )}
    </div>
  );
}
