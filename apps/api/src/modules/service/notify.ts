import type { Db } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { merchantChannel, userChannel } from './channels';
import type { Conversation } from './conversations';
import { userUnread, type ChatMessage, type Side } from './messages';

/** Tells both sides' sockets about a new message, and the shopper's about their unread count. */
export async function announceMessage(db: Db, hub: Hub, conv: Conversation, message: ChatMessage) {
  const event = { type: 'message', data: { mer_id: conv.mer_id, uid: conv.uid, message } };
  hub.publish(userChannel(conv.uid), event);
  hub.publish(merchantChannel(conv.mer_id), event);
  if (message.sender === 'staff') await announceUnread(db, hub, conv.uid);
}

/** Read receipts: the sender's side sees 已读 up to `up_to`; the shopper's other tabs recount. */
export async function announceRead(db: Db, hub: Hub, conv: Conversation, reader: Side, upTo: number) {
  const event = {
    type: 'read',
    data: { conversation_id: conv.id, mer_id: conv.mer_id, uid: conv.uid, reader, up_to: upTo },
  };
  hub.publish(userChannel(conv.uid), event);
  hub.publish(merchantChannel(conv.mer_id), event);
  if (reader === 'user') await announceUnread(db, hub, conv.uid);
}

export async function announceUnread(db: Db, hub: Hub, uid: number) {
  hub.publish(userChannel(uid), { type: 'unread', data: { count: await userUnread(db, uid) } });
}
