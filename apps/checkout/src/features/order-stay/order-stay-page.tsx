import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupOrder } from '@mall/api-client';
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
  useDocumentTitle('待付款订单');
  const [params] = useSearchParams();
  const id = Number(params.get('orderId'));
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <OrderStay groupOrderId={id} />;
}

function OrderStay({ groupOrderId }: { groupOrderId: number }) {
  const { pay } = useCheckoutApi();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [order, setOrder] = useState<GroupOrder | null>(null);
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
          <h1>订单状态：{order.status === 1 ? '已支付' : open ? '待付款' : '已关闭'}</h1>
          {open && (
            <div className="muted" data-testid="stay-deadline">
              请在<span className="red">{formatChinaTime(order.expires_at)}</span>前完成支付,超时订单将自动取消 （剩余{' '}
              {formatMinutes(t, secondsLeft)}）
            </div>
          )}
          {order.status === -1 && (
            <div className="muted">{order.close_reason === 'cancel' ? '订单已取消' : '订单超时未支付，已自动关闭'}</div>
          )}
        </div>
        <div className="actions">
          {open && (
            <>
              {askButton({
                title: '取消订单',
                message: '确定要取消该订单吗？取消后优惠券和积分将退回。',
                confirmText: '取消订单',
                run: () => pay.cancel(groupOrderId),
                done: '取消成功',
              })}
              <button
                type="button"
                css={buttonCss}
                data-primary
                onClick={() => navigate(`/payment?result=${groupOrderId}`)}
              >
                立即付款
              </button>
            </>
          )}
          {!open && (
            <button type="button" css={buttonCss} onClick={() => navigateTo('/user/order_list?type=1')}>
              查看我的订单
            </button>
          )}
        </div>
      </section>
      <section>
        <h2>订单信息</h2>
        <dl className="info">
          <dt>订单编号：</dt>
          <dd data-testid="stay-sn">{order.group_order_sn}</dd>
          <dt>下单时间：</dt>
          <dd>{formatChinaTime(order.created_at)}</dd>
          <dt>收货人：</dt>
          <dd>
            {a.real_name} {a.phone}
          </dd>
          <dt>收货地址：</dt>
          <dd data-testid="stay-address">
            {[a.province, a.city, a.district, a.street].join(' ')} {a.detail}
          </dd>
        </dl>
      </section>
      <section>
        <h2>商品信息</h2>
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
            {o.mark && <div className="mark">买家留言：{o.mark}</div>}
          </div>
        ))}
        <dl className="sum" data-testid="stay-sum">
          <dt>商品总额：</dt>
          <dd>¥{formatYuan(order.total_price)}</dd>
          <dt>优惠券：</dt>
          <dd>-¥{formatYuan(discount)}</dd>
          <dt>积分抵扣：</dt>
          <dd>-¥{formatYuan(order.integral_price)}</dd>
          <dt>运费：</dt>
          <dd>+¥{formatYuan(order.total_postage)}</dd>
          <dt>应付款：</dt>
          <dd data-testid="stay-pay-price">
            <Price fen={order.pay_price} size={20} />
          </dd>
        </dl>
      </section>
      {dialog}
    </div>
  );
}
