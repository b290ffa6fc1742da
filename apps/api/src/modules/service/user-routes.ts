import type { FastifyPluginAsync } from 'fastify';
import { serviceCardQuery, serviceDeskQuery, serviceHistoryQuery, serviceReadBody } from '@mall/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../http/language/message-language';
import { validate } from '../../http/validate';
import { messageHandler, socketRoute } from '../../http/websocket';
import type { Hub } from '../../realtime/hub';
import { currentUser, userForToken, type UserRow } from '../auth/token';
import { userChannel } from './channels';
import { messageSchemas, resolveContent } from './content';
import { findUserConversation, openUserConversation, serviceDesk } from './conversations';
import { history, markRead, sendMessage, userUnread } from './messages';
import { announceMessage, announceRead, announceUnread } from './notify';
import { requireClientMsgId } from './schemas';

const { sendBody, socketSend } = messageSchemas;

/**
 * The shopper's side of customer service: HTTP calls and the socket `/api/service/ws`, which
 * pushes `message`, `read` and `unread` events and takes `send` and `read` messages.
 */
export const serviceUserRoutes: FastifyPluginAsync<{ db: Db; hub: Hub }> = async (app, { db, hub }) => {
  const send = async (user: UserRow, body: z.output<typeof sendBody>) => {
    const conv = await openUserConversation(db, user.uid, body.mer_id);
    const sent = await sendMessage(db, conv, { side: 'user', id: user.uid }, body, body.client_msg_id);
    if (!sent.duplicate) await announceMessage(db, hub, conv, sent.message);
    return sent;
  };
  const read = async (user: UserRow, body: z.output<typeof serviceReadBody>) => {
    const conv = await findUserConversation(db, user.uid, body.mer_id);
    if (!conv) return { count: 0, up_to: 0 };
    const result = await markRead(db, conv.id, 'user', body.up_to);
    if (result.count > 0) await announceRead(db, hub, conv, 'user', result.up_to);
    return result;
  };

  app.get('/api/service/unread', async (req) => {
    const user = await currentUser(db, req);
    return ok({ count: await userUnread(db, user.uid) });
  });

  app.get('/api/service/info', async (req) => {
    const user = await currentUser(db, req);
    const { mer_id } = validate(serviceDeskQuery, req.query);
    const info = await serviceDesk(db, mer_id, requestLanguage(req));
    const conv = await findUserConversation(db, user.uid, mer_id);
    return ok({ ...info, conversation_id: conv?.id ?? null });
  });

  app.get('/api/service/history', async (req) => {
    const user = await currentUser(db, req);
    const { mer_id, ...q } = validate(serviceHistoryQuery, req.query);
    await serviceDesk(db, mer_id);
    const conv = await findUserConversation(db, user.uid, mer_id);
    return ok(conv ? await history(db, conv.id, q) : { list: [], has_more: false });
  });

  // the card a 咨询客服 button offers to send, as it would be sent (same ownership checks)
  app.get('/api/service/card', async (req) => {
    const user = await currentUser(db, req);
    const { mer_id, ...ref } = validate(serviceCardQuery, req.query);
    const input = ref.order_id
      ? ({ type: 'order', content: { order_id: ref.order_id } } as const)
      : ({ type: 'goods', content: { goods_id: ref.goods_id as number } } as const);
    return ok({ type: input.type, content: await resolveContent(db, { uid: user.uid, mer_id }, input) });
  });

  app.post('/api/service/send', async (req) => {
    const user = await currentUser(db, req);
    return ok(await send(user, validate(sendBody, req.body)), '发送成功');
  });

  app.post('/api/service/read', async (req) => {
    const user = await currentUser(db, req);
    return ok(await read(user, validate(serviceReadBody, req.body)));
  });

  socketRoute<UserRow>(app, '/api/service/ws', {
    authenticate: (token) => userForToken(db, token),
    rateLimit: { burst: 10, perSecond: 2 },
    hub,
    onOpen: async (ctx) => {
      const uid = (ctx.user as UserRow).uid;
      hub.subscribe(userChannel(uid), ctx.subscriber);
      await announceUnread(db, hub, uid);
    },
    handlers: {
      send: messageHandler(socketSend, (body, ctx, id) =>
        send(ctx.user as UserRow, { ...body, client_msg_id: requireClientMsgId(id) }),
      ),
      read: messageHandler(serviceReadBody, (body, ctx) => read(ctx.user as UserRow, body)),
    },
  });
};
