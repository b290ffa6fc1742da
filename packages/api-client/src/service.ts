import type { ApiCaller } from './client';

export type ServiceMessageType = 'text' | 'emoji' | 'image' | 'goods' | 'order';

/** A goods card as stored with the message (a snapshot); price in fen. */
export interface ServiceGoodsCard {
  goods_id: number;
  store_name: string;
  image: string;
  price: number;
}

/** An order card (the shopper's own order); pay_price in fen. */
export interface ServiceOrderCard {
  order_id: number;
  order_sn: string;
  pay_price: number;
  total_num: number;
  image: string;
  status_text: string;
}

export type ServiceContent =
  | { type: 'text'; content: { text: string } }
  | { type: 'emoji'; content: { emoji: string } }
  | { type: 'image'; content: { url: string } }
  | { type: 'goods'; content: ServiceGoodsCard }
  | { type: 'order'; content: ServiceOrderCard };

/** What a client sends: cards by id only, the server fills in the snapshot. */
export type ServiceInput =
  | { type: 'text'; content: { text: string } }
  | { type: 'emoji'; content: { emoji: string } }
  | { type: 'image'; content: { url: string } }
  | { type: 'goods'; content: { goods_id: number } }
  | { type: 'order'; content: { order_id: number } };

export type ServiceMessage = ServiceContent & {
  id: number;
  conversation_id: number;
  sender: 'user' | 'staff';
  sender_id: number;
  client_msg_id: string;
  /** ISO time */
  created_at: string;
  /** the other side has read it */
  read: boolean;
};

export interface ServiceDesk {
  mer_id: number;
  mer_name: string;
  mer_avatar: string;
  conversation_id: number | null;
}

export interface ServiceHistory {
  list: ServiceMessage[];
  has_more: boolean;
}

/** Socket events (`/api/service/ws`). */
export interface ServiceMessageEvent {
  mer_id: number;
  uid: number;
  message: ServiceMessage;
}
export interface ServiceReadEvent {
  conversation_id: number;
  mer_id: number;
  uid: number;
  reader: 'user' | 'staff';
  up_to: number;
}

/** The shopper's customer service calls; live traffic goes over the socket (@mall/realtime). */
export const serviceApi = (c: ApiCaller) => ({
  unread: () => c.get<{ count: number }>('/api/service/unread'),
  desk: (merId: number) => c.get<ServiceDesk>('/api/service/info', { mer_id: merId }),
  history: (merId: number, q: { before?: number; after?: number; limit?: number } = {}) =>
    c.get<ServiceHistory>('/api/service/history', { mer_id: merId, ...q }),
  /** the goods or order card a 咨询客服 button offers (the shopper's own order only) */
  card: (merId: number, ref: { goods_id?: number; order_id?: number }) =>
    c.get<Extract<ServiceContent, { type: 'goods' | 'order' }>>('/api/service/card', { mer_id: merId, ...ref }),
  read: (merId: number, upTo?: number) =>
    c.post<{ count: number; up_to: number }>('/api/service/read', { mer_id: merId, up_to: upTo }),
});
