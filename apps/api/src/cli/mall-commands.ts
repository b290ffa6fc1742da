/**
 * Operator commands over the same service code as the merchant API (see mall.ts):
 *   merchant orders <mer_id> [--status N]
 *   merchant ship <order_sn> --courier <code> --no <tracking no>
 *   merchant refunds <mer_id> [--status N]
 *   merchant refund agree|refuse|receive <refund_id> [--reason <text>]
 *   jobs                      run the order and after-sales jobs once
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeOrder, storeRefundOrder } from '../db/schema';
import { ApiError } from '../http/envelope';
import { agreeRefund, receiveRefund, refuseRefund } from '../modules/after-sales/flow';
import { merchantRefunds } from '../modules/after-sales/queries';
import { shipOrder } from '../modules/order/delivery';
import { merchantOrders } from '../modules/order/queries';
import { runGroupBuyJob } from '../modules/group-buy/failure';
import { expireBargains } from '../modules/bargain/jobs';
import { closeExpiredOrders, runAfterSalesJobs } from '../modules/pay/jobs';
import { closeFinalTimeouts } from '../modules/presell/jobs';

export const USAGE = `usage: pnpm mall merchant orders <mer_id> [--status -2|0|1|2|3|-1]
       pnpm mall merchant ship <order_sn> --courier <code, e.g. SF> --no <tracking number>
       pnpm mall merchant refunds <mer_id> [--status 0|1|2|3|-1|-2]
       pnpm mall merchant refund agree|refuse|receive <refund_id> [--reason <text>]
       pnpm mall jobs`;

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** Runs one command; answers the exit code. Lines go to `out`, errors to `err`. */
export async function runMall(
  db: Db,
  argv: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    allowPositionals: true,
    options: { courier: { type: 'string' }, no: { type: 'string' }, reason: { type: 'string' }, status: { type: 'string' } },
  });
  const [area, command, ...rest] = positionals;
  const int = (v: string | undefined) => (v !== undefined && /^-?\d+$/.test(v) ? Number(v) : NaN);
  try {
    if (area === 'jobs') {
      const closed = await closeExpiredOrders(db);
      const presellClosed = await closeFinalTimeouts(db);
      const groupBuy = await runGroupBuyJob(db);
      const bargainsEnded = await expireBargains(db);
      out(JSON.stringify({ closed, presellClosed, groupBuy, bargainsEnded, ...(await runAfterSalesJobs(db)) }));
      return 0;
    }
    if (area !== 'merchant') throw new Usage();
    if (command === 'orders') {
      const merId = int(rest[0]);
      if (!(merId > 0)) throw new Usage();
      const { list, count } = await merchantOrders(db, merId, values.status ? int(values.status) : -2, 1, 50);
      out(`${count} orders`);
      for (const o of list) {
        out(`${o.order_id}\t${o.order_sn}\tstatus ${o.status}\t${yuan(o.pay_price)}\t${o.delivery_name} ${o.delivery_id}`.trim());
      }
      return 0;
    }
    if (command === 'ship') {
      const sn = rest[0];
      if (!sn || !values.courier || !values.no) throw new Usage();
      const [order] = await db.select().from(storeOrder).where(eq(storeOrder.order_sn, sn));
      if (!order) throw new ApiError(404, '订单不存在');
      const d = await shipOrder(db, order.mer_id, order.id, {
        delivery_type: 'express',
        delivery_name: values.courier,
        delivery_id: values.no,
      });
      out(`shipped ${sn}: ${d.delivery_name} ${d.delivery_id}`);
      return 0;
    }
    if (command === 'refunds') {
      const merId = int(rest[0]);
      if (!(merId > 0)) throw new Usage();
      const { list, count } = await merchantRefunds(db, merId, values.status ? int(values.status) : null, 1, 50);
      out(`${count} refunds`);
      for (const r of list) {
        out(`${r.refund_order_id}\t${r.order_sn}\t${r.status_text}\t${r.refund_type === 1 ? '仅退款' : '退货退款'}\t${yuan(r.refund_price)}`);
      }
      return 0;
    }
    if (command === 'refund') {
      const [action, idText] = rest;
      const id = int(idText);
      if (!(id > 0)) throw new Usage();
      const [refund] = await db.select().from(storeRefundOrder).where(eq(storeRefundOrder.id, id));
      if (!refund) throw new ApiError(404, '退款单不存在');
      if (action === 'agree') await agreeRefund(db, refund.mer_id, id);
      else if (action === 'receive') await receiveRefund(db, refund.mer_id, id);
      else if (action === 'refuse') {
        const reason = values.reason?.trim();
        if (!reason) throw new ApiError(400, '请输入拒绝原因');
        await refuseRefund(db, refund.mer_id, id, reason);
      } else throw new Usage();
      const [after] = await db.select().from(storeRefundOrder).where(eq(storeRefundOrder.id, id));
      out(`refund ${id}: status ${after.status}`);
      return 0;
    }
    throw new Usage();
  } catch (e) {
    if (e instanceof Usage) {
      err(USAGE);
      return 2;
    }
    if (e instanceof ApiError) {
      err(e.message);
      return 1;
    }
    throw e;
  }
}

class Usage extends Error {}
