import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { GroupOrderDetail, PayType } from '@mall/api-client';
import { useMallStore } from '@mall/app-kit';
import { navigateTo } from '@mall/shared-state';
import { ErrorBox, NotFoundPage, isNotFoundError, Price, buttonCss, formatChinaTime, formatYuan, theme, useToast } from '@mall/ui';
import { useCheckoutApi } from '../../shared/checkout-api';
import { pageFrameCss } from '../../shared/page-frame-styles';
import { formatMinutes, useSecondsLeft } from '../../shared/use-countdown';
import { useDocumentTitle } from '../../shared/use-document-title';
import { PAY_METHODS, PayMethods, type PayMethod } from './pay-methods';
import { QrDialog } from './qr-dialog';

export const ORDER_LIST = '/user/order_list?type=1';

const pageCss = css`
  ${pageFrameCss}
  section {
    background: #fff;
    padding: 24px 32px;
    margin-bottom: 12px;
  }
  .head {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  .head h1 {
    margin: 0 0 8px;
    font-size: 20px;
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .ok {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: #19be6b;
    color: #fff;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-size: 16px;
  }
  .muted {
    color: #666;
  }
  .left {
    color: ${theme.priceText};
  }
  .due {
    text-align: right;
    color: #666;
  }
  dl {
    display: grid;
    grid-template-columns: 90px 1fr;
    row-gap: 10px;
    margin: 20px 0 0;
    padding-top: 16px;
    border-top: 1px dashed ${theme.border};
  }
  dt {
    color: ${theme.muted};
  }
  dd {
    margin: 0;
  }
  h2 {
    font-size: 16px;
    margin: 0 0 16px;
  }
  .go {
    margin-top: 24px;
    height: 44px;
    padding: 0 36px;
    font-size: 16px;
    white-space: nowrap;
  }
`;

/** /payment?result=<group order id>: 订单提交成功, the countdown, and the ways to pay. */
export function PaymentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.payment'));
  const [params] = useSearchParams();
  const id = Number(params.get('result'));
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Payment groupOrderId={id} />;
}

function Payment({ groupOrderId }: { groupOrderId: number }) {
  const api = useCheckoutApi();
  const store = useMallStore();
  const toast = useToast();
  const { t } = useTranslation();
  const [order, setOrder] = useState<GroupOrderDetail | null>(null);
  const [error, setError] = useState('');
  const [notFound, setNotFound] = useState(false);
  const [methods, setMethods] = useState<PayMethod[] | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [chosen, setChosen] = useState<PayType | null>(null);
  const [qr, setQr] = useState<Exclude<PayType, 'balance'> | null>(null);
  const [paying, setPaying] = useState(false);
  const secondsLeft = useSecondsLeft(order?.status === 0 ? order.expires_at : null);

  useEffect(() => {
    api.pay
      .groupDetail(groupOrderId)
      .then(setOrder, (err: Error) => (isNotFoundError(err) ? setNotFound(true) : setError(err.message)));
    api.site.featureSwitches().then(
      (flags) => setMethods(PAY_METHODS.filter((m) => flags[m.switch] === 1)),
      () => setMethods([]),
    );
    api.balance().then(setBalance, () => undefined);
  }, [api, groupOrderId]);

  // the first usable method is picked; the balance gives way once it turns out short
  useEffect(() => {
    if (!methods || !order) return;
    const short = balance !== null && balance < order.pay_price;
    if (chosen && !(chosen === 'balance' && short)) return;
    const usable = methods.find((m) => m.type !== 'balance' || !short);
    setChosen(usable?.type ?? null);
  }, [methods, balance, order, chosen]);

  if (notFound) return <NotFoundPage />;
  if (error) return <ErrorBox message={error} onRetry={() => window.location.reload()} />;
  if (!order) return <div css={pageCss} aria-busy="true" />;

  const paid = () => {
    setQr(null);
    toast.success(t('payment.paid'));
    // a group buy goes on to its group: its members, time left and the link to invite friends
    navigateTo(order.group_buy_id ? `/combination_status/${order.group_buy_id}` : ORDER_LIST);
  };
  const closed = (message: string) => {
    setQr(null);
    toast.error(message);
    api.pay.groupDetail(groupOrderId).then(setOrder, () => undefined);
  };

  const payNow = async () => {
    if (!chosen) return;
    if (chosen !== 'balance') {
      setQr(chosen);
      return;
    }
    setPaying(true);
    try {
      const answer = await api.pay.pay(groupOrderId, 'balance');
      if (answer.status === 'success') {
        store.getState().setBalance(answer.now_money);
        paid();
      }
    } catch (err) {
      toast.error((err as Error).message);
      api.pay.groupDetail(groupOrderId).then(setOrder, () => undefined);
    } finally {
      setPaying(false);
    }
  };

  const open = order.status === 0 && secondsLeft > 0;
  const a = order.address;
  const goods = order.orderList.flatMap((o) => o.orderProduct);
  return (
    <div css={pageCss} data-testid="payment">
      <section>
        <div className="head">
          <div>
            {order.status === 1 ? (
              <h1>{t('payment.paidTitle')}</h1>
            ) : open && order.presell_final ? (
              <h1 data-testid="pay-final">{t('payment.finalTitle')}</h1>
            ) : open ? (
              <h1>
                <span className="ok">✓</span>
                {t('payment.submitted')}
              </h1>
            ) : (
              <h1>{t('payment.closedTitle')}</h1>
            )}
            {open && order.presell_final && (
              <div className="muted" data-testid="pay-countdown">
                <Trans
                  i18nKey="payment.finalBy"
                  values={{ time: formatChinaTime(order.expires_at) }}
                  components={{ left: <span className="left" /> }}
                />
              </div>
            )}
            {open && !order.presell_final && (
              <div className="muted" data-testid="pay-countdown">
                <Trans
                  i18nKey="payment.payWithin"
                  values={{ time: formatMinutes(t, secondsLeft) }}
                  components={{ left: <span className="left" /> }}
                />
              </div>
            )}
            {order.status === -1 && (
              <div className="muted">
                {t(order.close_reason === 'cancel' ? 'payment.cancelled' : 'payment.timedOut')}
              </div>
            )}
          </div>
          <div className="due">
            {t(order.presell_final ? 'payment.dueFinal' : 'payment.due')}
            <span data-testid="pay-amount">
              <Price fen={order.pay_price} size={26} />
            </span>
          </div>
        </div>
        <dl>
          <dt>{t('payment.sn')}</dt>
          <dd data-testid="pay-sn">{order.group_order_sn}</dd>
          <dt>{t('payment.address')}</dt>
          <dd data-testid="pay-address">
            {a.real_name} {a.phone} {[a.province, a.city, a.district, a.street].join(' ')} {a.detail}
          </dd>
          <dt>{t('payment.goods')}</dt>
          <dd data-testid="pay-goods">
            {goods.map((g) => (
              <div key={g.id}>
                {g.title}
                {g.sku && ` [${g.sku}]`} x{g.product_num}
              </div>
            ))}
          </dd>
        </dl>
      </section>
      {open && (
        <section>
          <h2>{t('payment.chooseMethod')}</h2>
          {methods && (
            <PayMethods
              methods={methods}
              chosen={chosen}
              balance={balance}
              payPrice={order.pay_price}
              onChoose={setChosen}
            />
          )}
          <button
            type="button"
            css={buttonCss}
            data-primary
            className="go"
            disabled={!chosen || paying}
            onClick={() => void payNow()}
          >
            {t('payment.payNow', { yuan: formatYuan(order.pay_price) })}
          </button>
        </section>
      )}
      {!open && (
        <section>
          <a
            href={ORDER_LIST}
            css={buttonCss}
            data-primary
            style={{ display: 'inline-block', lineHeight: '34px', textDecoration: 'none' }}
          >
            {t('payment.myOrders')}
          </a>
        </section>
      )}
      {qr && (
        <QrDialog groupOrderId={groupOrderId} type={qr} onPaid={paid} onClosed={closed} onCancel={() => setQr(null)} />
      )}
    </div>
  );
}
