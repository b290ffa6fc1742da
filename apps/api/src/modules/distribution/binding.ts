/**
 * Binding a new user to the promoter whose invite code they came with. First binding wins; no
 * self-binding; only a user with no invitees of their own and no paid order can be bound, which
 * also rules out cycles. Both rows are locked (in uid order) before the checks, so two users
 * binding to each other at once are serialised and the second one is refused.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeOrder, userSpread } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { ensureSpreadRow, findByCode, isPromoter, type SpreadRow } from './promoter';
import { spreadSettings } from './settings';

/** Invite codes are case-insensitive. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The promoter an invite code names, or a 400 saying why it cannot be used. */
export async function promoterOfCode(db: Db, code: string): Promise<SpreadRow> {
  const settings = await spreadSettings(db);
  if (!settings.enabled) throw badRequest('推广功能未开启');
  const promoter = await findByCode(db, normalizeCode(code));
  if (!promoter) throw badRequest('邀请码不存在');
  if (!(await isPromoter(db, promoter.uid, settings))) throw badRequest('该邀请码的用户还不是推广员');
  return promoter;
}

/** Binds `uid` to `promoter`; 400 with the reason when the rules refuse it. */
export async function bindToPromoter(db: Db, uid: number, promoter: SpreadRow): Promise<void> {
  if (promoter.uid === uid) throw badRequest('不能绑定自己的邀请码');
  await ensureSpreadRow(db, uid);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(userSpread)
      .where(inArray(userSpread.uid, [uid, promoter.uid]))
      .orderBy(userSpread.uid)
      .for('update');
    const me = rows.find((r) => r.uid === uid);
    const parent = rows.find((r) => r.uid === promoter.uid);
    if (!me || !parent) throw badRequest('邀请码不存在');
    if (me.spread_uid !== null) {
      throw badRequest(me.spread_uid === parent.uid ? '已绑定该推广员' : '已绑定其他推广员，不能更换');
    }
    if (parent.spread_uid === uid) throw badRequest('不能绑定自己邀请的用户');
    const invitees = await tx.$count(userSpread, eq(userSpread.spread_uid, uid));
    if (invitees > 0) throw badRequest('已有推广用户，不能再绑定推广员');
    const bought = await tx.$count(storeOrder, and(eq(storeOrder.uid, uid), eq(storeOrder.paid, true)));
    if (bought > 0) throw badRequest('仅新用户可以绑定推广员');
    const [bound] = await tx
      .update(userSpread)
      .set({ spread_uid: parent.uid, spread_time: sql`now()` })
      .where(and(eq(userSpread.uid, uid), isNull(userSpread.spread_uid)))
      .returning({ uid: userSpread.uid });
    if (!bound) throw badRequest('已绑定其他推广员，不能更换');
  });
}

/** POST /api/user/spread/bind: the logged-in user with the code they came with. */
export async function bindSpread(db: Db, uid: number, code: string): Promise<void> {
  await bindToPromoter(db, uid, await promoterOfCode(db, code));
}
