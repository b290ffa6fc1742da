import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveLikeWindow, liveRoom } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { roomRow } from './rooms';

/** Likes one viewer may give a room per window (a tap sends one, a held tap a few). */
export const LIKE_WINDOW_SECONDS = 10;
export const LIKES_PER_WINDOW = 30;
export const LIKE_TOO_FAST = '点赞太频繁，请稍后再试';

/**
 * Adds `n` likes of `viewer` ('u:<uid>' or 'ip:<address>') to a live room or replay. The window's
 * counter is raised by a conditional upsert, so concurrent taps never pass the limit.
 */
export async function addLikes(db: Db, roomId: number, viewer: string, n: number) {
  if (n > LIKES_PER_WINDOW) throw badRequest(LIKE_TOO_FAST);
  const room = await roomRow(db, roomId);
  if (room.status === 0) throw badRequest('直播尚未开始');
  return db.transaction(async (tx) => {
    const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${LIKE_WINDOW_SECONDS}) * ${LIKE_WINDOW_SECONDS})`;
    const counted = await tx
      .insert(liveLikeWindow)
      .values({ room_id: roomId, viewer, window_start: windowStart, count: n })
      .onConflictDoUpdate({
        target: [liveLikeWindow.room_id, liveLikeWindow.viewer, liveLikeWindow.window_start],
        set: { count: sql`${liveLikeWindow.count} + excluded.count` },
        setWhere: sql`${liveLikeWindow.count} + excluded.count <= ${LIKES_PER_WINDOW}`,
      })
      .returning({ count: liveLikeWindow.count });
    if (counted.length === 0) throw badRequest(LIKE_TOO_FAST);
    const [updated] = await tx
      .update(liveRoom)
      .set({ likes: sql`${liveRoom.likes} + ${n}` })
      .where(eq(liveRoom.id, roomId))
      .returning({ likes: liveRoom.likes });
    // old windows are of no use: each viewer's are dropped as they like again
    await tx.execute(
      sql`delete from ${liveLikeWindow} where ${liveLikeWindow.viewer} = ${viewer} and ${liveLikeWindow.window_start} < now() - make_interval(secs => ${LIKE_WINDOW_SECONDS * 6})`,
    );
    return { likes: updated.likes };
  });
}
