/**
 * Seats and members inside the order's and the payment's transactions.
 *
 * Taking (order/create): opening a group inserts it with its leader's seat; joining takes a seat
 * with a conditional update (open, not ended, a seat left) after inserting the member row, whose
 * unique (group, user) refuses a second membership. The SKU's stock is taken last (goods rows
 * last, see order/lifecycle.ts) with a conditional update: never below zero.
 * Releasing (an unpaid order closes): the member rows are deleted (so it happens once), their
 * seats and stock go back; a group whose leader never paid fails with nobody to refund.
 * Paying: the member counts; the order is 拼团中 (9) until the group's last member pays, then
 * every member's order becomes 待发货 (0).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  storeCombinationGroup,
  storeCombinationMember,
  storeCombinationSku,
  storeOrder,
} from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { ActivityLine } from '../activity/kind';
import type { GroupBuyGoods } from './goods';
import { joinRefusal } from './goods';
import * as T from './texts';

/** Order status while the group is filling up (commerce rules). */
export const ORDER_IN_GROUP = 9;

export async function takeGroupBuy(
  tx: Db,
  uid: number,
  groupOrderId: number,
  lines: ActivityLine<GroupBuyGoods>[],
  now = Date.now(),
): Promise<void> {
  if (lines.length !== 1) throw badRequest('拼团商品请单独下单');
  const [{ goods, num, activity_ref }] = lines;
  const { combination_id, once_num, people, effective_hours, sku_id } = goods.group_buy;
  if (num > once_num) throw badRequest(T.overLimit(once_num));
  const groupId = activity_ref > 0 ? activity_ref : await openGroup(tx, uid, combination_id, people, effective_hours);
  const [member] = await tx
    .insert(storeCombinationMember)
    .values({ group_id: groupId, uid, group_order_id: groupOrderId, sku_id, num, is_leader: activity_ref === 0 })
    .onConflictDoNothing()
    .returning({ id: storeCombinationMember.id });
  if (!member) throw badRequest(T.ALREADY_JOINED);
  if (activity_ref > 0) {
    const [seat] = await tx
      .update(storeCombinationGroup)
      .set({ joined: sql`${storeCombinationGroup.joined} + 1` })
      .where(
        and(
          eq(storeCombinationGroup.id, groupId),
          eq(storeCombinationGroup.combination_id, combination_id),
          eq(storeCombinationGroup.status, 0),
          gt(storeCombinationGroup.paid_num, 0),
          sql`${storeCombinationGroup.joined} < ${storeCombinationGroup.people}`,
          sql`${storeCombinationGroup.ends_at} > ${new Date(now)}`,
        ),
      )
      .returning({ id: storeCombinationGroup.id });
    if (!seat) throw badRequest((await joinRefusal(tx, 0, groupId, combination_id, now)) ?? T.GROUP_FULL);
  }
  const [taken] = await tx
    .update(storeCombinationSku)
    .set({ stock: sql`${storeCombinationSku.stock} - ${num}` })
    .where(and(eq(storeCombinationSku.id, sku_id), sql`${storeCombinationSku.stock} >= ${num}`))
    .returning({ id: storeCombinationSku.id });
  if (!taken) throw badRequest(T.NO_STOCK);
}

async function openGroup(tx: Db, uid: number, combinationId: number, people: number, hours: number) {
  const [group] = await tx
    .insert(storeCombinationGroup)
    .values({
      combination_id: combinationId,
      uid,
      people,
      joined: 1,
      ends_at: sql`now() + make_interval(hours => ${hours})`,
    })
    .returning({ id: storeCombinationGroup.id });
  return group.id;
}

/** Gives back the seats and stock of an unpaid group order that closed; a second call finds nothing. */
export async function releaseGroupBuy(tx: Db, groupOrderId: number): Promise<void> {
  const gone = await tx
    .delete(storeCombinationMember)
    .where(and(eq(storeCombinationMember.group_order_id, groupOrderId), eq(storeCombinationMember.paid, false)))
    .returning();
  for (const m of gone) {
    await tx
      .update(storeCombinationGroup)
      .set({
        joined: sql`${storeCombinationGroup.joined} - 1`,
        // the leader never paid: nobody else could join, the group is over
        status: sql`case when ${storeCombinationGroup.paid_num} = 0 and ${storeCombinationGroup.status} = 0 then -1 else ${storeCombinationGroup.status} end`,
        finished_at: sql`case when ${storeCombinationGroup.paid_num} = 0 then now() else ${storeCombinationGroup.finished_at} end`,
      })
      .where(eq(storeCombinationGroup.id, m.group_id));
  }
  await returnGroupBuyStock(tx, gone);
}

/** Stock of members' pieces goes back to their SKUs (in id order: goods rows are locked in one order). */
export async function returnGroupBuyStock(tx: Db, members: { sku_id: number; num: number }[]) {
  for (const m of [...members].sort((a, b) => a.sku_id - b.sku_id)) {
    await tx
      .update(storeCombinationSku)
      .set({ stock: sql`${storeCombinationSku.stock} + ${m.num}` })
      .where(eq(storeCombinationSku.id, m.sku_id));
  }
}

/** The member's order is paid: it counts; the group succeeds when its last member pays. */
export async function groupBuyPaid(tx: Db, groupOrderId: number): Promise<void> {
  const members = await tx
    .update(storeCombinationMember)
    .set({ paid: true })
    .where(and(eq(storeCombinationMember.group_order_id, groupOrderId), eq(storeCombinationMember.paid, false)))
    .returning({ group_id: storeCombinationMember.group_id });
  if (members.length === 0) return;
  await tx
    .update(storeOrder)
    .set({ status: ORDER_IN_GROUP })
    .where(and(eq(storeOrder.group_order_id, groupOrderId), eq(storeOrder.status, 0)));
  for (const { group_id } of members) {
    const [group] = await tx
      .update(storeCombinationGroup)
      .set({ paid_num: sql`${storeCombinationGroup.paid_num} + 1` })
      .where(eq(storeCombinationGroup.id, group_id))
      .returning();
    if (group.status === 0 && group.paid_num >= group.people) await succeed(tx, group_id);
  }
}

async function succeed(tx: Db, groupId: number) {
  await tx
    .update(storeCombinationGroup)
    .set({ status: 10, finished_at: sql`now()` })
    .where(and(eq(storeCombinationGroup.id, groupId), eq(storeCombinationGroup.status, 0)));
  const orders = tx
    .select({ id: storeCombinationMember.group_order_id })
    .from(storeCombinationMember)
    .where(and(eq(storeCombinationMember.group_id, groupId), eq(storeCombinationMember.paid, true)));
  await tx
    .update(storeOrder)
    .set({ status: 0 })
    .where(and(inArray(storeOrder.group_order_id, orders), eq(storeOrder.status, ORDER_IN_GROUP)));
}
