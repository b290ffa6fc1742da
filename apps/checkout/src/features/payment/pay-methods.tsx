import { css } from '@emotion/react';
import type { PayType } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { formatYuan, theme } from '@mall/ui';

const methodsCss = css`
  display: flex;
  gap: 16px;
  button {
    position: relative;
    width: 220px;
    height: 76px;
    border: 1px solid #e4e4e4;
    background: #fff;
    cursor: pointer;
    text-align: left;
    padding: 0 16px;
    display: flex;
    align-items: center;
    gap: 12px;
    font-size: 15px;
    color: ${theme.text};
  }
  button[aria-pressed='true'] {
    border: 2px solid ${theme.gold};
    padding: 0 15px;
  }
  button:disabled {
    cursor: not-allowed;
    background: #fafafa;
    color: ${theme.muted};
  }
  small {
    display: block;
    font-size: 12px;
    color: ${theme.muted};
    margin-top: 4px;
  }
  small.short {
    color: ${theme.priceText};
  }
  .icon {
    width: 36px;
    height: 36px;
    border-radius: 50%;
    color: #fff;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 16px;
    flex: none;
  }
`;

export interface PayMethod {
  type: PayType;
  color: string;
}

/** Every method the mall knows, with the /api/config switch that turns it on; names are in the catalogue. */
export const PAY_METHODS: (PayMethod & { switch: string })[] = [
  { type: 'balance', color: theme.gold, switch: 'yue_pay_status' },
  { type: 'weixinQr', color: '#09bb07', switch: 'pay_weixin_open' },
  { type: 'alipayQr', color: '#1677ff', switch: 'alipay_open' },
];

export function PayMethods({
  methods,
  chosen,
  balance,
  payPrice,
  onChoose,
}: {
  methods: PayMethod[];
  chosen: PayType | null;
  /** fen; null until known */
  balance: number | null;
  payPrice: number;
  onChoose: (type: PayType) => void;
}) {
  const { t } = useTranslation();
  if (methods.length === 0) return <p style={{ color: theme.muted }}>{t('payment.noMethods')}</p>;
  return (
    <div css={methodsCss} data-testid="pay-methods">
      {methods.map((m) => {
        const short = m.type === 'balance' && balance !== null && balance < payPrice;
        return (
          <button
            key={m.type}
            type="button"
            aria-pressed={chosen === m.type}
            disabled={short}
            onClick={() => onChoose(m.type)}
          >
            <span className="icon" style={{ background: m.color }} aria-hidden="true">
              {t(`payment.methods.${m.type}.icon`)}
            </span>
            <span>
              <span className="name">{t(`payment.methods.${m.type}.name`)}</span>
              {m.type === 'balance' && balance !== null && (
                <small className={short ? 'short' : ''} data-testid="balance">
                  {t('payment.balance', { yuan: formatYuan(balance) })}
                  {short && t('payment.balanceShort')}
                </small>
              )}
              {m.type !== 'balance' && <small>{t('payment.scanToPay')}</small>}
            </span>
          </button>
        );
      })}
    </div>
  );
}
