import type { FastifyPluginAsync } from 'fastify';
import { messageHistoryQuery, staffReadBody, staffSocketReadBody } from '@mall/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { messageHandler, socketRoute } from '../../http/websocket';
import type { Hub } from '../../realtime/hub';
import { currentStaff, staffForToken, type Staff } from '../merchant-admin/staff';
import { merchantChannel } from './channels';
import { messageSchemas } from './content';
import { staffConversation, staffConversations, staffDesks } from './conversations';
import { history, markRead, sendMessage, staffUnread } from './messages';
import { announceMessage, announceRead } from './notify';
import { requireClientMsgId } from './schemas';

const { staffSendBody: sendBody, staffSocketSend } = messageSchemas;

/**
 * Merchant staff's side: their merchant's conversations (and the platform's for 自营 staff),
 * over HTTP and the socket `/api/merchant/service/ws` (same events as the shopper's).
 */
export const serviceStaffRoutes: FastifyPluginAsync<{ db: Db; hub: Hub }> = async (app, { db, hub }) => {
  const send = async (staff: Staff, id: number, body: z.output<typeof sendBody>) => {
    const conv = await staffConversation(db, await staffDesks(db, staff), id);
    const sent = await sendMessage(db, conv, { side: 'staff', id: staff.id }, body, body.client_msg_id);
    if (sent.duplicate) return sent;
    await announceMessage(db, hub, conv, sent.message);
    // answering is reading: the shopper's messages before the answer no longer say 未读
    const seen = await markRead(db, conv.id, 'staff', sent.message.id);
    if (seen.count > 0) await announceRead(db, hub, conv, 'staff', seen.up_to);
    return sent;
  };
  const read = async (staff: Staff, id: number, upTo: number | undefined) => {
    const conv = await staffConversation(db, await staffDesks(db, staff), id);
    const result = await markRead(db, conv.id, 'staff', upTo);
    if (result.count > 0) await announceRead(db, hub, conv, 'staff', result.up_to);
    return result;
  };

  app.get('/api/merchant/service/conversations', async (req) => {
    const staff = await currentStaff(db, req);
    const { page, limit } = validate(pageQuery, req.query);
    return ok(await staffConversations(db, await staffDesks(db, staff), page, limit));
  });

  app.get('/api/merchant/service/unread', async (req) => {
    const staff = await currentStaff(db, req);
    return ok({ count: await staffUnread(db, await staffDesks(db, staff)) });
  });

  app.get('/api/merchant/service/conversation/:id/history', async (req) => {
    const staff = await currentStaff(db, req);
    const { id } = validate(idParams('会话ID'), req.params);
    const conv = await staffConversation(db, await staffDesks(db, staff), id);
    return ok(await history(db, conv.id, validate(messageHistoryQuery, req.query)));
  });

  app.post('/api/merchant/service/conversation/:id/send', async (req) => {
    const staff = await currentStaff(db, req);
    const { id } = validate(idParams('会话ID'), req.params);
    return ok(await send(staff, id, validate(sendBody, req.body)), '发送成功');
  });

  app.post('/api/merchant/service/conversation/:id/read', async (req) => {
    const staff = await currentStaff(db, req);
    const { id } = validate(idParams('会话ID'), req.params);
    const { up_to } = validate(staffReadBody, req.body);
    return ok(await read(staff, id, up_to));
  });

  socketRoute<Staff>(app, '/api/merchant/service/ws', {
    authenticate: (token) => staffForToken(db, token),
    rateLimit: { burst: 10, perSecond: 2 },
    hub,
    onOpen: async (ctx) => {
      for (const merId of await staffDesks(db, ctx.user as Staff))
        hub.subscribe(merchantChannel(merId), ctx.subscriber);
    },
    handlers: {
      send: messageHandler(staffSocketSend, (body, ctx, id) =>
        send(ctx.user as Staff, body.conversation_id, { ...body, client_msg_id: requireClientMsgId(id) }),
      ),
      read: messageHandler(staffSocketReadBody, (body, ctx) =>
        read(ctx.user as Staff, body.conversation_id, body.up_to),
      ),
    },
  });
};
