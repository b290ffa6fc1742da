import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveAnchor, userAnchorFollow } from '../../db/schema';
import { notFound } from '../../http/envelope';

async function fansOf(db: Db, anchorId: number) {
  const [anchor] = await db.select({ fans: liveAnchor.fans }).from(liveAnchor).where(eq(liveAnchor.id, anchorId));
  return anchor.fans;
}

/** Follows an anchor; following twice changes nothing (the unique row decides, then the count moves). */
export async function followAnchor(db: Db, uid: number, anchorId: number) {
  return db.transaction(async (tx) => {
    const [anchor] = await tx.select({ id: liveAnchor.id }).from(liveAnchor).where(eq(liveAnchor.id, anchorId));
    if (!anchor) throw notFound('主播不存在');
    const added = await tx.insert(userAnchorFollow).values({ uid, anchor_id: anchorId }).onConflictDoNothing().returning({ id: userAnchorFollow.id });
    if (added.length > 0) await tx.update(liveAnchor).set({ fans: sql`${liveAnchor.fans} + 1` }).where(eq(liveAnchor.id, anchorId));
    return { is_follow: true, fans: await fansOf(tx, anchorId) };
  });
}

/** Unfollows; unfollowing an anchor not followed changes nothing. */
export async function unfollowAnchor(db: Db, uid: number, anchorId: number) {
  return db.transaction(async (tx) => {
    const [anchor] = await tx.select({ id: liveAnchor.id }).from(liveAnchor).where(eq(liveAnchor.id, anchorId));
    if (!anchor) throw notFound('主播不存在');
    const removed = await tx
      .delete(userAnchorFollow)
      .where(and(eq(userAnchorFollow.uid, uid), eq(userAnchorFollow.anchor_id, anchorId)))
      .returning({ id: userAnchorFollow.id });
    if (removed.length > 0) await tx.update(liveAnchor).set({ fans: sql`${liveAnchor.fans} - 1` }).where(eq(liveAnchor.id, anchorId));
    return { is_follow: false, fans: await fansOf(tx, anchorId) };
  });
}
