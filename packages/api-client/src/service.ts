import type {
  ServiceCard,
  ServiceContent,
  ServiceDesk,
  ServiceGoodsCard,
  ServiceHistory,
  ServiceInput,
  ServiceMessage,
  ServiceMessageEvent,
  ServiceMessageType,
  ServiceOrderCard,
  ServiceReadAnswer,
  ServiceReadEvent,
  ServiceUnread,
} from '@mall/contracts';
import type { ApiCaller } from './client';

export type {
  ServiceCard,
  ServiceContent,
  ServiceDesk,
  ServiceGoodsCard,
  ServiceHistory,
  ServiceInput,
  ServiceMessage,
  ServiceMessageEvent,
  ServiceMessageType,
  ServiceOrderCard,
  ServiceReadAnswer,
  ServiceReadEvent,
  ServiceUnread,
};

/** The shopper's customer service calls; live traffic goes over the socket (@mall/realtime). */
export const serviceApi = (c: ApiCaller) => ({
  unread: () => c.get<ServiceUnread>('/api/service/unread'),
  desk: (merId: number) => c.get<ServiceDesk>('/api/service/info', { mer_id: merId }),
  history: (merId: number, q: { before?: number; after?: number; limit?: number } = {}) =>
    c.get<ServiceHistory>('/api/service/history', { mer_id: merId, ...q }),
  /** the goods or order card a 咨询客服 button offers (the shopper's own order only) */
  card: (merId: number, ref: { goods_id?: number; order_id?: number }) =>
    c.get<ServiceCard>('/api/service/card', { mer_id: merId, ...ref }),
  read: (merId: number, upTo?: number) =>
    c.post<ServiceReadAnswer>('/api/service/read', { mer_id: merId, up_to: upTo }),
});
