import type { AfterSalesOrder, GroupOrder } from '@mall/api-client';
import {
  ORDER_ACTION_TEXT,
  Price,
  buttonCss,
  formatChinaTime,
  formatYuan,
  orderActions,
  orderStatusText,
  type OrderAction,
} from '@mall/ui';
import { OrderLineList } from './order-line-list';
import { evaluationHref, logisticsHref, orderDetailHref, payHref, receiptHref, unpaidDetailHref } from './order-links';
import { cardCss } from './order-styles';

const REFUND_BADGE = ['', '退款中', '部分退款', '全部退款'];

/** Actions that change something here; the rest are links to checkout pages. */
export type CardCommand = 'cancel' | 'take' | 'again' | 'delete';

function ActionLink({ href, action, primary }: { href: string; action: OrderAction; primary: boolean }) {
  return (
    <a href={href} css={buttonCss} data-primary={primary || undefined} data-action={action}>
      {ORDER_ACTION_TEXT[action]}
    </a>
  );
}

function ActionButton({ action, primary, onRun }: { action: OrderAction; primary: boolean; onRun: () => void }) {
  return (
    <button type="button" css={buttonCss} data-primary={primary || undefined} data-action={action} onClick={onRun}>
      {ORDER_ACTION_TEXT[action]}
    </button>
  );
}

/** A paid order of one shop: status, refund badge, goods, amount and what can be done. */
export function PaidOrderCard({ order, onCommand }: { order: AfterSalesOrder; onCommand: (c: CardCommand) => void }) {
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
        <span>订单号：{order.order_sn}</span>
        <span className="shop">{order.mer_name}</span>
        <span className="state" data-testid="order-state">
          {orderStatusText(order.status)}
          {order.refund_status > 0 && (
            <>
              {' '}
              <span className="badge" data-testid="refund-badge">
                {REFUND_BADGE[order.refund_status]}
              </span>
            </>
          )}
        </span>
      </div>
      <div className="body">
        <OrderLineList lines={order.orderProduct} />
        <div className="total">
          <span>实付款</span>
          <Price fen={order.pay_price} size={16} />
          <span>（含运费 ¥{formatYuan(order.pay_postage)}）</span>
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
  const actions = orderActions({ paid: false, status: 0 });
  return (
    <article css={cardCss} data-testid="order-card" data-group-order-id={order.group_order_id}>
      <div className="head">
        <span>{formatChinaTime(order.created_at)}</span>
        <span>订单号：{order.group_order_sn}</span>
        <span className="shop">{order.orderList.map((o) => o.mer_name).join('、')}</span>
        <span className="state" data-testid="order-state">
          {orderStatusText(0, { paid: false })}
        </span>
      </div>
      <div className="body">
        <OrderLineList lines={order.orderList.flatMap((o) => o.orderProduct)} />
        <div className="total">
          <span>应付款</span>
          <Price fen={order.pay_price} size={16} />
          <span>（含运费 ¥{formatYuan(order.total_postage)}）</span>
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
