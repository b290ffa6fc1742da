import { z } from 'zod';
import { badRequest } from '../../http/envelope';
import { idField, intField } from '../../http/fields';

/** The sender's own id of a message, the same on every resend (idempotency). */
export const clientMsgId = z.string({ error: '缺少消息ID' }).regex(/^[A-Za-z0-9_-]{1,64}$/, '消息ID格式错误');

/** Over a socket the envelope's id is the message's client id. */
export function requireClientMsgId(id: string | undefined): string {
  if (!id) throw badRequest('缺少消息ID');
  return id;
}

export const historyQuery = z.object({
  before: idField('消息ID').optional(),
  after: intField('消息ID', 0, 2_147_483_647).optional(),
  limit: intField('每页数量', 1, 50).optional().default(20),
});
