/** An order after payment: its delivery, tracking and refund state (/api/order/list, detail, express). */
import { z } from 'zod';
import { trackEvent } from './logistics';
import { orderAddress, orderProductLine, shopOrder, shopOrderDetail } from './order';
import { pageOfList } from './paging';

const fen = z.number().int();
const id = z.number().int();

/**
 * Delivery of an order. delivery_type: 'express' 快递 (courier + tracking number), 'delivery' 同城配送
 * (the merchant's own courier: delivery_name is the courier's name, delivery_id their phone),
 * '' not shipped yet.
 */
export const orderDelivery = z.object({
  delivery_type: z.enum(['', 'express', 'delivery']),
  delivery_code: z.string(),
  delivery_name: z.string(),
  delivery_id: z.string(),
  /** when the merchant shipped */
  delivery_time: z.string().nullable(),
  /** when the buyer confirmed receipt (or the auto-confirm job did) */
  take_time: z.string().nullable(),
  /** auto-confirm time while 待收货 */
  auto_take_at: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

/** Per line of an order: what is refunded, in progress, still refundable, reviewed. */
export const afterSalesLine = orderProductLine.extend({
  /** pieces refunded (status 3) and in an open refund (0, 1, 2) */
  refund_num: z.number().int(),
  refunding_num: z.number().int(),
  /** pieces that can still be put in a refund */
  refundable_num: z.number().int(),
  /** 1 when this line has been reviewed */
  is_reply: z.union([z.literal(0), z.literal(1)]),
});
export type AfterSalesLine = z.infer<typeof afterSalesLine>;

/** What a paid order adds to a shop order: its delivery, refund badge and lines' after-sales state. */
const afterSalesFields = {
  ...orderDelivery.shape,
  /** 0 none, 1 退款中 (an open refund), 2 部分退款, 3 全部退款 */
  refund_status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  refunded_price: fen,
  /** the latest refund the merchant refused, for the banner (商家拒绝退款: reason) */
  refused_refund: z.object({ refund_order_id: id, reason: z.string() }).nullable(),
  /** 申请退款 is offered (paid, not 10 / < 0, within 15 days of receipt) */
  can_refund: z.boolean(),
  /** end of the after-sales window (15 days after receipt); null before receipt */
  refund_deadline: z.string().nullable(),
  orderProduct: z.array(afterSalesLine),
};

/** An item of GET /api/order/list (status -2 all, 0 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款). */
export const afterSalesOrder = shopOrder.extend(afterSalesFields);
export type AfterSalesOrder = z.infer<typeof afterSalesOrder>;

/** GET /api/order/detail/:id */
export const afterSalesOrderDetail = shopOrderDetail.extend(afterSalesFields);
export type AfterSalesOrderDetail = z.infer<typeof afterSalesOrderDetail>;

/** An order of the merchant's list (GET /api/merchant/orders): the order detail (less its presell state) and its buyer. */
export const merchantOrder = afterSalesOrderDetail.omit({ presell: true }).extend({ uid: id });
export type MerchantOrder = z.infer<typeof merchantOrder>;
export const merchantOrderPage = pageOfList(merchantOrder);

/** GET /api/merchant/order_sn/:sn: the id and status of the staff member's merchant's order of that number (the CLI ships by number). */
export const merchantOrderRef = z.object({ order_id: id, status: z.number().int() });
export type MerchantOrderRef = z.infer<typeof merchantOrderRef>;

/** POST /api/order/express/:id (查看物流): the order's shipment and its tracking timeline. */
export const orderExpress = orderDelivery.extend({
  order_id: id,
  order_sn: z.string(),
  status: z.number().int(),
  mer_name: z.string(),
  address: orderAddress,
  total_num: z.number().int(),
  pay_price: fen,
  /** first line's image and title, for the summary */
  image: z.string(),
  title: z.string(),
  /** newest first */
  list: z.array(trackEvent),
});
export type OrderExpress = z.infer<typeof orderExpress>;
