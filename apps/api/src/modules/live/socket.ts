import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { liveCommentMessage } from '@mall/contracts';
import type { Db } from '../../db/client';
import { liveRoom } from '../../db/schema';
import { ApiError, badRequest } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { messageHandler, socketRoute, type SocketContext } from '../../http/websocket';
import type { Hub } from '../../realtime/hub';
import type { UserRow } from '../auth/token';
import { tokenResolver } from '../auth/token';
import { postComment } from './comments';
import { roomRow } from './rooms';

export const roomChannel = (roomId: number) => `live:room:${roomId}`;

const roomOf = (ctx: SocketContext<UserRow | null>) => validate(idParams('直播间ID'), ctx.req.params).id;

/**
 * `GET /api/live/socket/:id` (WebSocket): everyone in the room gets `live.comment`, `live.likes`
 * and `live.viewers` events; a signed-in viewer sends `comment {content}` (acked with the
 * comment as shown; a resend with the same message id is stored and shown once). Guests watch;
 * their comments are refused with 请登录.
 */
export function liveSocket(app: FastifyInstance, db: Db, hub: Hub) {
  // every API process's viewers of the room (hub.ts: total)
  const online = (roomId: number) => hub.total(roomChannel(roomId));
  socketRoute<UserRow>(app, '/api/live/socket/:id', {
    authenticate: tokenResolver(db),
    guests: true,
    rateLimit: { burst: 6, perSecond: 1 },
    hub,
    async onOpen(ctx) {
      const roomId = roomOf(ctx);
      const room = await roomRow(db, roomId);
      if (room.status === 0) throw badRequest('直播尚未开始');
      hub.subscribe(roomChannel(roomId), ctx.subscriber);
      const [counted] = await db
        .update(liveRoom)
        .set({ viewers: sql`${liveRoom.viewers} + 1` })
        .where(eq(liveRoom.id, roomId))
        .returning({ viewers: liveRoom.viewers });
      hub.publish(roomChannel(roomId), {
        type: 'live.viewers',
        data: { viewers: counted.viewers, online: await online(roomId) },
      });
    },
    onClose(ctx) {
      const roomId = Number((ctx.req.params as { id?: string }).id);
      void online(roomId).then((n) => {
        if (n > 0) hub.publish(roomChannel(roomId), { type: 'live.viewers', data: { online: n } });
      });
    },
    handlers: {
      comment: messageHandler(liveCommentMessage, async (data, ctx, messageId) => {
        if (!ctx.user) throw new ApiError(410000, '请登录', 401);
        const roomId = roomOf(ctx);
        const { comment, fresh } = await postComment(db, ctx.user, roomId, data.content, messageId ?? null);
        if (fresh) hub.publish(roomChannel(roomId), { type: 'live.comment', data: comment });
        return comment;
      }),
    },
  });
}
