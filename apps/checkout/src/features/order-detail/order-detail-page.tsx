import { Fragment, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReceiptInput } from '@mall/api-client';
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

const PAY_TYPE_TEXT: Record<string, string> = { balance: '余额支付', weixinQr: '微信支付', alipayQr: '支付宝支付' };

/** /order_detail?orderId=<order id>[&receipt=1 opens 申请开票] */
export function OrderDetailPage() {
  useDocumentTitle('订单详情');
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
        o.orderProduct.map((l) => ({ product_id: l.product_id, product_attr_unique: l.product_attr_unique, cart_num: l.product_num })),
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
      toast.success('开票申请已提交');
      setReceiptOpen(false);
      await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const banner = bannerText(o);
  const a = o.address;
  const canBatchRefund = o.can_refund && o.orderProduct.filter((l) => l.refundable_num > 0).length > 0;
  const trackHref = o.delivery_type === 'delivery' ? `/logistics_delivery?orderId=${o.order_id}` : `/logistics?orderId=${o.order_id}`;
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
            {o.refund_status === 1 && <div className="reason">该订单有退款申请正在处理中</div>}
            {o.refund_status === 2 && <div className="reason">部分退款，已退 ¥{formatYuan(o.refunded_price)}</div>}
            {o.refused_refund && (
              <div className="reason" data-testid="refused-reason">
                商家拒绝退款：{o.refused_refund.reason}{' '}
                <a className="link" href={`/refund_detail?id=${o.refused_refund.refund_order_id}`}>
                  查看详情
                </a>
              </div>
            )}
          </div>
          <div className="actions">
            {o.status === 10 && (
              <a href={`/payment?result=${o.group_order_id}`} css={buttonCss} data-primary data-action="pay-final">
                去付尾款
              </a>
            )}
            {canBatchRefund && (
              <a href={refundSelectHref(o.order_id)} css={buttonCss} data-action="batch-refund">
                批量退款
              </a>
            )}
            {!o.receipt && o.status >= 0 && (
              <button type="button" css={buttonCss} onClick={() => setReceiptOpen(true)}>
                申请开票
              </button>
            )}
            {(o.status === 3 || o.status === -1) &&
              askButton({
                title: '删除订单',
                message: '确定删除该订单吗？删除后不可恢复。',
                confirmText: '删除',
                run: () => api.lifecycle.remove(o.order_id),
                done: '删除成功',
                then: () => navigateTo('/user/order_list?type=1'),
              })}
            {o.status !== 1 && (
              <button type="button" css={buttonCss} onClick={() => void buyAgain()}>
                再次购买
              </button>
            )}
            {o.status === 1 &&
              askButton(
                {
                  title: '确认收货',
                  message: '请确认您已收到商品，确认后订单进入待评价。',
                  confirmText: '确认收货',
                  run: () => api.lifecycle.take(o.order_id),
                  done: '已确认收货',
                },
                { primary: true },
              )}
            <a href={`/service?mer_id=${o.mer_id}&order_id=${o.order_id}`} css={buttonCss} data-action="consult">
              咨询客服
            </a>
          </div>
        </div>
        <OrderSteps o={o} />
      </section>
      {o.delivery_type && (
        <section data-testid="shipping-info">
          <h2>物流信息</h2>
          <dl className="info">
            {o.delivery_type === 'express' ? (
              <>
                <dt>快递公司：</dt>
                <dd>{o.delivery_name}</dd>
                <dt>快递单号：</dt>
                <dd>{o.delivery_id}</dd>
              </>
            ) : (
              <>
                <dt>配送方式：</dt>
                <dd>商家配送</dd>
                <dt>配送员：</dt>
                <dd>
                  {o.delivery_name} {o.delivery_id}
                </dd>
              </>
            )}
            {o.delivery_time && (
              <>
                <dt>发货时间：</dt>
                <dd>{formatChinaTime(o.delivery_time)}</dd>
              </>
            )}
          </dl>
          <p>
            <a className="link" href={trackHref} data-testid="track-link">
              查看物流详情 &gt;
            </a>
          </p>
        </section>
      )}
      <section>
        <h2>订单信息</h2>
        <dl className="info">
          <dt>收货人：</dt>
          <dd>
            {a.real_name} {a.phone}
          </dd>
          <dt>收货地址：</dt>
          <dd>
            {[a.province, a.city, a.district, a.street].join(' ')} {a.detail}
          </dd>
          <dt>店铺：</dt>
          <dd>{o.mer_name}</dd>
          <dt>订单编号：</dt>
          <dd data-testid="detail-sn">{o.order_sn}</dd>
          <dt>下单时间：</dt>
          <dd>{formatChinaTime(o.created_at)}</dd>
          {o.pay_time && (
            <>
              <dt>支付时间：</dt>
              <dd>{formatChinaTime(o.pay_time)}</dd>
            </>
          )}
          <dt>支付方式：</dt>
          <dd>{PAY_TYPE_TEXT[o.pay_type] ?? o.pay_type}</dd>
          <dt>发票：</dt>
          <dd data-testid="detail-receipt">
            {o.receipt ? `${o.receipt.receipt_type === 2 ? '增值税专用发票' : '电子普通发票'} ${o.receipt.receipt_title}` : '未开票'}
          </dd>
          {o.mark && (
            <>
              <dt>买家留言：</dt>
              <dd>{o.mark}</dd>
            </>
          )}
        </dl>
      </section>
      <section>
        <h2>商品信息</h2>
        <DetailLines o={o} />
        <dl css={sumCss} data-testid="detail-sum">
          {sumLines.map(({ key, label, text }) => (
            <Fragment key={key}>
              <dt>{label}：</dt>
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
              <dt>已退款：</dt>
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
