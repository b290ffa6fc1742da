import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import type { PayQrAnswer, PayType } from '@mall/api-client';
import { Trans, useTranslation } from 'react-i18next';
import { Modal, formatYuan, theme } from '@mall/ui';
import { useCheckoutApi } from '../../shared/checkout-api';
import { useSecondsLeft } from '../../shared/use-countdown';

/** How often the page asks whether the scan was paid. */
export const POLL_MS = 2000;

const qrCss = css`
  text-align: center;
  .amount {
    font-size: 14px;
    color: #666;
  }
  .amount b {
    color: ${theme.priceText};
    font-size: 22px;
  }
  .code {
    position: relative;
    width: 220px;
    height: 220px;
    margin: 16px auto;
    border: 1px solid ${theme.border};
  }
  .code img {
    width: 100%;
    height: 100%;
  }
  .expired {
    position: absolute;
    inset: 0;
    background: rgba(255, 255, 255, 0.94);
    border: 0;
    cursor: pointer;
    font-size: 14px;
    color: ${theme.text};
  }
  .hint {
    color: ${theme.muted};
    font-size: 13px;
  }
  .left {
    color: ${theme.goldText};
  }
`;

/**
 * The gateway's QR, polled every 2 s until the order is paid (or closed); after `expires_in`
 * the code is covered and a click fetches a new one.
 */
export function QrDialog({
  groupOrderId,
  type,
  onPaid,
  onClosed,
  onCancel,
}: {
  groupOrderId: number;
  type: Exclude<PayType, 'balance'>;
  onPaid: () => void;
  onClosed: (message: string) => void;
  onCancel: () => void;
}) {
  const { pay } = useCheckoutApi();
  const { t } = useTranslation();
  const [qr, setQr] = useState<PayQrAnswer | null>(null);
  const [error, setError] = useState('');
  // a deadline rather than a tick count: a throttled background tab still expires on time
  const [deadline, setDeadline] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(deadline);
  const done = useRef(false);
  const callbacks = useRef({ onPaid, onClosed });
  callbacks.current = { onPaid, onClosed };

  const fetchCode = () => {
    setError('');
    pay.pay(groupOrderId, type).then(
      (answer) => {
        if (answer.status === 'success') {
          done.current = true;
          callbacks.current.onPaid();
          return;
        }
        setQr(answer);
        setDeadline(new Date(Date.now() + answer.expires_in * 1000).toISOString());
      },
      (err: Error) => setError(err.message),
    );
  };
  useEffect(fetchCode, []); // eslint-disable-line react-hooks/exhaustive-deps

  // polling while a code is shown (and a little after it expired: a late scan still counts)
  useEffect(() => {
    if (!qr) return;
    const timer = setInterval(() => {
      if (done.current) return;
      pay.status(groupOrderId).then(
        (s) => {
          if (done.current) return;
          if (s.status === 1) {
            done.current = true;
            callbacks.current.onPaid();
          } else if (s.status === -1) {
            done.current = true;
            callbacks.current.onClosed(t('payment.qr.closed'));
          }
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [qr, pay, groupOrderId, t]);

  const title = t(`payment.methods.${type}.name`);
  return (
    <Modal title={title} width={380} onClose={onCancel} testId="qr-dialog">
      <div css={qrCss}>
        {qr && (
          <div className="amount">
            {t('payment.qr.amount')}
            <b>¥{formatYuan(qr.pay_price)}</b>
          </div>
        )}
        <div className="code">
          {qr && <img src={qr.qrcode} alt={t('payment.qr.image', { method: title })} data-code-url={qr.code_url} />}
          {qr && secondsLeft === 0 && (
            <button type="button" className="expired" onClick={fetchCode}>
              {t('payment.qr.expired')}
            </button>
          )}
          {error && (
            <button type="button" className="expired" onClick={fetchCode} role="alert">
              {t('payment.qr.failed', { message: error })}
            </button>
          )}
        </div>
        <p className="hint">{t(`payment.qr.${type}`)}</p>
        {qr && secondsLeft > 0 && (
          <p className="hint">
            <Trans
              i18nKey="payment.qr.secondsLeft"
              values={{ seconds: secondsLeft }}
              components={{ left: <span className="left" /> }}
            />
          </p>
        )}
      </div>
    </Modal>
  );
}
