import { badRequest } from '../../http/envelope';

/** Over a socket the envelope's id is the message's client id. */
export function requireClientMsgId(id: string | undefined): string {
  if (!id) throw badRequest('缺少消息ID');
  return id;
}
