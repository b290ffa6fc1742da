import type { AfterSalesOrder, GroupOrder } from '@mall/api-client';
import {
  Price,
  buttonCss,
  formatChinaTime,
  formatYuan,
  orderActions,
  type OrderAction,
} from '@mall/ui';
import { OrderLineList } from './order-line-list';
import { evaluationHref, logisticsHref, orderDetailHref, payHref, receiptHref, unpaidDetailHref } from './order-links';
import { cardCss } from './order-styles';
import { useTranslation } from 'react-i18next';
import { orderActionLabel, orderStatusLabel } from '../../shared/status-texts';

const REFUND_BADGE = { 1: 'r1', 2: 'r2', 3: 'r3' } as const;

/** Actions that change something here; the rest are links to checkout pages. */
export type CardCommand = 'cancel' | 'take' | 'again' | 'delete';

function ActionLink({ href, action, primary }: { href: string; action: OrderAction; primary: boolean }) {
  const { t } = useTranslation();
  return (
    <a href={href} css={buttonCss} data-primary={primary || undefined} data-action={action}>
      {orderActionLabel(t, action)}
    </a>
  );
}

function ActionButton({ action, primary, onRun }: { action: OrderAction; primary: boolean; onRun: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" css={buttonCss} data-primary={primary || undefined} data-action={action} onClick={onRun}>
      {orderActionLabel(t, action)}
    </button>
  );
}

/** A paid order of one shop: status, refund badge, goods, amount and what can be done. */
export function PaidOrderCard({ order, onCommand }: { order: AfterSalesOrder; onCommand: (c: CardCommand) => void }) {
  const { t } = useTranslation();
  const badge = REFUND_BADGE[order.refund_status as keyof typeof REFUND_BADGE];
  const actions = orderActions({
    paid: true,
    status: order.status,
    hasReceipt: !!order.receipt,
    shipped: !!order.delivery_type,
  });
  const href: Partial<Record<OrderAction, string>> = {
    detail: orderDetailHref(order.order_id),
    logistics: logisticsHref(order),
    evaluate: evaluationHref(order),
    receipt: receiptHref(order.order_id),
  };
  return (
    <article css={cardCss} data-testid="order-card" data-order-id={order.order_id}>
      <div className="head">
        <span>{formatChinaTime(order.pay_time ?? order.created_at)}</span>
        <span>{t('orders.orderSn', { sn: order.order_sn })}</span>
        <span className="shop" data-authored>{order.mer_name}</span>
        <span className="state" data-testid="order-state">
          {orderStatusLabel(t, order.status)}
          {badge && (
            <>
              {' '}
              <span className="badge" data-testid="refund-badge">
                {t(`orders.refundBadge.${badge}`)}
              </span>
            </>
          )}
        </span>
      </div>
      <div className="body">
        <OrderLineList lines={order.orderProduct} />
        <div className="total">
          <span>{t('orders.paid')}</span>
          <Price fen={order.pay_price} size={16} />
          <span>{t('orders.postage', { yuan: formatYuan(order.pay_postage) })}</span>
        </div>
      </div>
      <div className="actions">
        {actions.map((a, i) => {
          const primary = i === actions.length - 1;
          const link = href[a];
          return link ? (
            <ActionLink key={a} href={link} action={a} primary={primary} />
          ) : (
            <ActionButton key={a} action={a} primary={primary} onRun={() => onCommand(a as CardCommand)} />
          );
        })}
      </div>
    </article>
  );
}

/** An unpaid checkout (one payment for every shop in it): pay, cancel or look. */
export function UnpaidOrderCard({ order, onCancel }: { order: GroupOrder; onCancel: () => void }) {
  const { t } = useTranslation();
  const actions = orderActions({ paid: false, status: 0 });
  return (
    <article css={cardCss} data-testid="order-card" data-group-order-id={order.group_order_id}>
      <div className="head">
        <span>{formatChinaTime(order.created_at)}</span>
        <span>{t('orders.orderSn', { sn: order.group_order_sn })}</span>
        <span className="shop" data-authored>{order.orderList.map((o) => o.mer_name).join(t('orders.shopSeparator'))}</span>
        <span className="state" data-testid="order-state">
          {t('orderStatus.unpaid')}
        </span>
      </div>
      <div className="body">
        <OrderLineList lines={order.orderList.flatMap((o) => o.orderProduct)} />
        <div className="total">
          <span>{t('orders.due')}</span>
          <Price fen={order.pay_price} size={16} />
          <span>{t('orders.postage', { yuan: formatYuan(order.total_postage) })}</span>
        </div>
      </div>
      <div className="actions">
        {actions.map((a, i) =>
          a === 'cancel' ? (
            <ActionButton key={a} action={a} primary={false} onRun={onCancel} />
          ) : (
            <ActionLink
              key={a}
              action={a}
              primary={i === actions.length - 1}
              href={a === 'pay' ? payHref(order.group_order_id) : unpaidDetailHref(order.group_order_id)}
            />
          ),
        )}
      </div>
    </article>
  );
}
