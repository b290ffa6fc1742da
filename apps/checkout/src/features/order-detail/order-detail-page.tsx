import { Fragment, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayType, ReceiptInput } from '@mall/api-client';
import { emitMallEvent, navigateTo } from '@mall/shared-state';
import { NotFoundPage, Price, buttonCss, formatChinaTime, formatYuan, useToast } from '@mall/ui';
import { afterSalesPageCss, bannerCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { useConfirmAction } from '../../shared/confirm-action';
import { idParam } from '../../shared/id-param';
import { moneyLines } from '../../shared/money-lines';
import { RecordPending } from '../../shared/record-pending';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useRecord } from '../../shared/use-record';
import { DetailLines, refundSelectHref } from './detail-lines';
import { sumCss } from './detail-styles';
import { OrderSteps, bannerText } from './order-banner';
import { ReceiptDialog } from './receipt-dialog';

const PAY_TYPES: readonly string[] = ['balance', 'weixinQr', 'alipayQr'] satisfies PayType[];
const isPayType = (type: string): type is PayType => PAY_TYPES.includes(type);

/** /order_detail?orderId=<order id>[&receipt=1 opens 申请开票] */
export function OrderDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.detail'));
  const [params] = useSearchParams();
  const id = idParam(params.get('orderId'));
  if (!id) return <NotFoundPage />;
  return <OrderDetail orderId={id} askReceipt={params.get('receipt') === '1'} />;
}

function OrderDetail({ orderId, askReceipt }: { orderId: number; askReceipt: boolean }) {
  const api = useCheckoutApi();
  const toast = useToast();
  const { t } = useTranslation();
  const load = useCallback(() => api.lifecycle.detail(orderId), [api, orderId]);
  const { data: o, notFound, error, reload } = useRecord(load);
  const { askButton, dialog } = useConfirmAction(reload);
  const [receiptOpen, setReceiptOpen] = useState(askReceipt);

  if (notFound || !o) return <RecordPending notFound={notFound} error={error} reload={reload} />;

  const buyAgain = async () => {
    try {
      const { cart_id } = await api.cart.again(
        o.orderProduct.map((l) => ({
          product_id: l.product_id,
          product_attr_unique: l.product_attr_unique,
          cart_num: l.product_num,
        })),
      );
      emitMallEvent('checkout:cart-changed');
      navigateTo(`/order_confirm?cartId=${cart_id.join(',')}`);
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const requestReceipt = async (receipt: ReceiptInput) => {
    try {
      await api.lifecycle.receipt(o.order_id, receipt);
      toast.success(t('detail.receiptSent'));
      setReceiptOpen(false);
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const banner = bannerText(t, o);
  const a = o.address;
  const canBatchRefund = o.can_refund && o.orderProduct.filter((l) => l.refundable_num > 0).length > 0;
  const trackHref =
    o.delivery_type === 'delivery' ? `/logistics_delivery?orderId=${o.order_id}` : `/logistics?orderId=${o.order_id}`;
  const sumLines = moneyLines(
    {
      goods: o.total_price,
      postage: o.pay_postage,
      shopCoupon: o.coupon_price,
      platformCoupon: o.platform_coupon_price,
      points: o.integral_price,
      pay: o.pay_price,
    },
    { ...t('money', { returnObjects: true }), goods: t('confirm.goodsTotal'), pay: t('confirm.payTotal') },
  );

  return (
    <div css={afterSalesPageCss} data-testid="order-detail">
      <section>
        <div css={bannerCss}>
          <div>
            <h1 data-testid="order-banner">{banner.title}</h1>
            <div className="muted">{banner.hint}</div>
            {o.refund_status === 1 && <div className="reason">{t('detail.refunding')}</div>}
            {o.refund_status === 2 && (
              <div className="reason">{t('detail.partRefunded', { yuan: formatYuan(o.refunded_price) })}</div>
            )}
            {o.refused_refund && (
              <div className="reason" data-testid="refused-reason">
                {t('detail.refused')}
                <span data-testid="refused-text">{o.refused_refund.reason}</span>{' '}
                <a className="link" href={`/refund_detail?id=${o.refused_refund.refund_order_id}`}>
                  {t('detail.seeRefund')}
                </a>
              </div>
            )}
          </div>
          <div className="actions">
            {o.status === 10 && (
              <a href={`/payment?result=${o.group_order_id}`} css={buttonCss} data-primary data-action="pay-final">
                {t('detail.payFinal')}
              </a>
            )}
            {canBatchRefund && (
              <a href={refundSelectHref(o.order_id)} css={buttonCss} data-action="batch-refund">
                {t('detail.batchRefund')}
              </a>
            )}
            {!o.receipt && o.status >= 0 && (
              <button type="button" css={buttonCss} onClick={() => setReceiptOpen(true)}>
                {t('detail.askReceipt')}
              </button>
            )}
            {(o.status === 3 || o.status === -1) &&
              askButton({
                title: t('detail.remove'),
                message: t('detail.askRemove'),
                confirmText: t('common.delete'),
                run: () => api.lifecycle.remove(o.order_id),
                done: t('cart.deleted'),
                then: () => navigateTo('/user/order_list?type=1'),
              })}
            {o.status !== 1 && (
              <button type="button" css={buttonCss} onClick={() => void buyAgain()}>
                {t('detail.buyAgain')}
              </button>
            )}
            {o.status === 1 &&
              askButton(
                {
                  title: t('detail.take'),
                  message: t('detail.askTake'),
                  confirmText: t('detail.take'),
                  run: () => api.lifecycle.take(o.order_id),
                  done: t('detail.taken'),
                },
                { primary: true },
              )}
            <a href={`/service?mer_id=${o.mer_id}&order_id=${o.order_id}`} css={buttonCss} data-action="consult">
              {t('detail.consult')}
            </a>
          </div>
        </div>
        <OrderSteps o={o} />
      </section>
      {o.delivery_type && (
        <section data-testid="shipping-info">
          <h2>{t('detail.shipping')}</h2>
          <dl className="info">
            {o.delivery_type === 'express' ? (
              <>
                <dt>{t('detail.carrier')}</dt>
                <dd data-testid="carrier-name">{o.delivery_name}</dd>
                <dt>{t('detail.trackingNo')}</dt>
                <dd>{o.delivery_id}</dd>
              </>
            ) : (
              <>
                <dt>{t('detail.deliveryWay')}</dt>
                <dd>{t('detail.merchantDelivery')}</dd>
                <dt>{t('detail.courier')}</dt>
                {/* the merchant's own courier, named as the merchant wrote */}
                <dd data-testid="courier" data-authored>
                  {o.delivery_name} {o.delivery_id}
                </dd>
              </>
            )}
            {o.delivery_time && (
              <>
                <dt>{t('detail.shippedAt')}</dt>
                <dd>{formatChinaTime(o.delivery_time)}</dd>
              </>
            )}
          </dl>
          <p>
            <a className="link" href={trackHref} data-testid="track-link">
              {t('detail.track')}
            </a>
          </p>
        </section>
      )}
      <section>
        <h2>{t('stay.info')}</h2>
        <dl className="info">
          <dt>{t('stay.receiver')}</dt>
          <dd data-testid="detail-receiver">
            {a.real_name} {a.phone}
          </dd>
          <dt>{t('stay.address')}</dt>
          <dd data-testid="detail-address">
            {[a.province, a.city, a.district, a.street].join(' ')} {a.detail}
          </dd>
          <dt>{t('detail.shop')}</dt>
          <dd data-testid="shop-name">{o.mer_name}</dd>
          <dt>{t('stay.sn')}</dt>
          <dd data-testid="detail-sn">{o.order_sn}</dd>
          <dt>{t('stay.created')}</dt>
          <dd>{formatChinaTime(o.created_at)}</dd>
          {o.pay_time && (
            <>
              <dt>{t('detail.paidAt')}</dt>
              <dd>{formatChinaTime(o.pay_time)}</dd>
            </>
          )}
          <dt>{t('detail.payType')}</dt>
          <dd>{isPayType(o.pay_type) ? t(`payment.methods.${o.pay_type}.name`) : o.pay_type}</dd>
          <dt>{t('detail.receipt')}</dt>
          <dd data-testid="detail-receipt">
            {o.receipt ? (
              <>
                {t(o.receipt.receipt_type === 2 ? 'invoice.kinds.special' : 'invoice.kinds.normal')}{' '}
                <span data-testid="receipt-title">{o.receipt.receipt_title}</span>
              </>
            ) : (
              t('detail.noReceipt')
            )}
          </dd>
          {o.mark && (
            <>
              <dt>{t('stay.mark')}</dt>
              <dd data-testid="buyer-mark">{o.mark}</dd>
            </>
          )}
        </dl>
      </section>
      <section>
        <h2>{t('confirm.goods')}</h2>
        <DetailLines o={o} />
        <dl css={sumCss} data-testid="detail-sum">
          {sumLines.map(({ key, label, text }) => (
            <Fragment key={key}>
              <dt>
                {label}
                {t('common.colon')}
              </dt>
              {key === 'pay-price' ? (
                <dd data-testid="detail-pay-price">
                  <Price fen={o.pay_price} size={20} />
                </dd>
              ) : (
                <dd data-testid={`detail-${key}`}>{text}</dd>
              )}
            </Fragment>
          ))}
          {o.refunded_price > 0 && (
            <>
              <dt>{t('detail.refundedSum')}</dt>
              <dd data-testid="detail-refunded">¥{formatYuan(o.refunded_price)}</dd>
            </>
          )}
        </dl>
      </section>
      {dialog}
      {receiptOpen && !o.receipt && <ReceiptDialog onSubmit={requestReceipt} onClose={() => setReceiptOpen(false)} />}
    </div>
  );
}
