import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { GroupOrderDetail } from '@mall/api-client';
import { navigateTo } from '@mall/shared-state';
import { ErrorBox, NotFoundPage, isNotFoundError, Price, buttonCss, formatYuan, theme } from '@mall/ui';
import { afterSalesPageCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { useConfirmAction } from '../../shared/confirm-action';
import { GoodsCell, ShopTitle, goodsCellCss, selfTagCss } from '../../shared/order-goods';
import { formatChinaTime, formatMinutes, useSecondsLeft } from '../../shared/use-countdown';
import { useDocumentTitle } from '../../shared/use-document-title';

/** On the after-sales frame: the state row, narrower labels, darker hints and the shops' goods. */
const stayCss = css`
  .state {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  .state h1 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  .muted {
    color: #666;
  }
  .info {
    grid-template-columns: 90px 1fr;
  }
  .shop {
    border: 1px solid ${theme.border};
    margin-bottom: 12px;
  }
  .shop-head {
    background: #fafafa;
    padding: 10px 16px;
    font-weight: 600;
    display: flex;
    gap: 8px;
    align-items: center;
  }
  ${selfTagCss}
  .line {
    display: grid;
    grid-template-columns: 1fr 150px 100px 150px;
    align-items: center;
    padding: 12px 16px;
    border-top: 1px solid ${theme.border};
  }
  ${goodsCellCss}
  .sku,
  .mark {
    color: ${theme.muted};
    font-size: 12px;
  }
  .mark {
    padding: 8px 16px;
    border-top: 1px dashed ${theme.border};
  }
  .sum {
    margin-left: auto;
    width: 300px;
    display: grid;
    grid-template-columns: 1fr auto;
    row-gap: 8px;
    color: #666;
  }
  .sum dd {
    margin: 0;
    text-align: right;
    color: ${theme.text};
  }
`;

/** /order_stay_detail?orderId=<group order id>: an unpaid order, to pay or to cancel. */
export function OrderStayPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.stay'));
  const [params] = useSearchParams();
  const id = Number(params.get('orderId'));
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <OrderStay groupOrderId={id} />;
}

function OrderStay({ groupOrderId }: { groupOrderId: number }) {
  const { pay } = useCheckoutApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [order, setOrder] = useState<GroupOrderDetail | null>(null);
  const [error, setError] = useState('');
  const [notFound, setNotFound] = useState(false);
  const load = useCallback(
    () =>
      pay
        .groupDetail(groupOrderId)
        .then(setOrder, (err: Error) => (isNotFoundError(err) ? setNotFound(true) : setError(err.message))),
    [pay, groupOrderId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const secondsLeft = useSecondsLeft(order?.status === 0 ? order.expires_at : null);
  const { askButton, dialog } = useConfirmAction(load);

  if (notFound) return <NotFoundPage />;
  if (error) return <ErrorBox message={error} onRetry={() => void load()} />;
  if (!order) return <div css={[afterSalesPageCss, stayCss]} aria-busy="true" />;

  const open = order.status === 0 && secondsLeft > 0;
  const a = order.address;
  const discount = order.orderList.reduce((n, o) => n + o.coupon_price + o.platform_coupon_price, 0);
  return (
    <div css={[afterSalesPageCss, stayCss]} data-testid="order-stay">
      <section className="state">
        <div>
          <h1>
            {t('stay.state', { state: t(order.status === 1 ? 'stay.paid' : open ? 'stay.unpaid' : 'stay.closed') })}
          </h1>
          {open && (
            <div className="muted" data-testid="stay-deadline">
              <Trans
                i18nKey="stay.deadline"
                values={{ time: formatChinaTime(order.expires_at), left: formatMinutes(t, secondsLeft) }}
                components={{ red: <span className="red" /> }}
              />
            </div>
          )}
          {order.status === -1 && (
            <div className="muted">{t(order.close_reason === 'cancel' ? 'payment.cancelled' : 'payment.timedOut')}</div>
          )}
        </div>
        <div className="actions">
          {open && (
            <>
              {askButton({
                title: t('stay.cancel'),
                message: t('stay.askCancel'),
                confirmText: t('stay.cancel'),
                run: () => pay.cancel(groupOrderId),
                done: t('stay.cancelled'),
              })}
              <button
                type="button"
                css={buttonCss}
                data-primary
                onClick={() => navigate(`/payment?result=${groupOrderId}`)}
              >
                {t('stay.pay')}
              </button>
            </>
          )}
          {!open && (
            <button type="button" css={buttonCss} onClick={() => navigateTo('/user/order_list?type=1')}>
              {t('payment.myOrders')}
            </button>
          )}
        </div>
      </section>
      <section>
        <h2>{t('stay.info')}</h2>
        <dl className="info">
          <dt>{t('stay.sn')}</dt>
          <dd data-testid="stay-sn">{order.group_order_sn}</dd>
          <dt>{t('stay.created')}</dt>
          <dd>{formatChinaTime(order.created_at)}</dd>
          <dt>{t('stay.receiver')}</dt>
          <dd data-testid="stay-receiver">
            {a.real_name} {a.phone}
          </dd>
          <dt>{t('stay.address')}</dt>
          <dd data-testid="stay-address">
            {[a.province, a.city, a.district, a.street].join(' ')} {a.detail}
          </dd>
        </dl>
      </section>
      <section>
        <h2>{t('confirm.goods')}</h2>
        {order.orderList.map((o) => (
          <div className="shop" key={o.order_id} data-testid="stay-shop">
            <div className="shop-head">
              <ShopTitle shop={o} />
            </div>
            {o.orderProduct.map((l) => (
              <div className="line" key={l.id}>
                <GoodsCell image={l.image} title={l.title} sku={l.sku} />
                <Price fen={l.price} size={14} />
                <span>x{l.product_num}</span>
                <Price fen={l.total_price} size={14} />
              </div>
            ))}
            {o.mark && (
              <div className="mark">
                {t('stay.mark')}
                <span data-testid="buyer-mark">{o.mark}</span>
              </div>
            )}
          </div>
        ))}
        <dl className="sum" data-testid="stay-sum">
          <dt>{t('stay.goodsTotal')}</dt>
          <dd>¥{formatYuan(order.total_price)}</dd>
          <dt>{t('stay.coupons')}</dt>
          <dd>-¥{formatYuan(discount)}</dd>
          <dt>{t('stay.points')}</dt>
          <dd>-¥{formatYuan(order.integral_price)}</dd>
          <dt>{t('stay.postage')}</dt>
          <dd>+¥{formatYuan(order.total_postage)}</dd>
          <dt>{t('stay.due')}</dt>
          <dd data-testid="stay-pay-price">
            <Price fen={order.pay_price} size={20} />
          </dd>
        </dl>
      </section>
      {dialog}
    </div>
  );
}
