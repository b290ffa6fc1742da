import type { Paged } from './catalog';
import type { ApiCaller } from './client';

/** 0 预告, 1 直播中, 2 回放 */
export type LiveStatus = 0 | 1 | 2;

/** A room on the live list and an anchor's page; `start_time` in epoch seconds. */
export interface LiveRoomCard {
  id: number;
  title: string;
  cover: string;
  status: LiveStatus;
  status_text: string;
  start_time: number;
  viewers: number;
  likes: number;
  anchor_id: number;
  anchor_name: string;
  anchor_avatar: string;
}

/** A pinned goods; `unique` is the SKU the room sells (null when none is in stock). Money in fen. */
export interface LiveGoods {
  product_id: number;
  index: number;
  store_name: string;
  image: string;
  price: number;
  ot_price: number;
  sales: number;
  stock: number;
  unit_name: string;
  unique: string | null;
  sku: string;
}

export interface LiveAnchor {
  id: number;
  nickname: string;
  avatar: string;
  intro: string;
  fans: number;
  mer_id: number;
  mer_name: string;
  is_follow: boolean;
}

export interface LiveRoomDetail {
  id: number;
  title: string;
  cover: string;
  status: LiveStatus;
  status_text: string;
  start_time: number;
  /** the HLS playlist; empty before the show */
  stream_url: string;
  viewers: number;
  likes: number;
  anchor: LiveAnchor;
  goods: LiveGoods[];
}

export interface AnchorProfile extends LiveAnchor {
  is_live: boolean;
  /** on air and coming */
  rooms: LiveRoomCard[];
  replays: LiveRoomCard[];
}

export interface LiveComment {
  id: number;
  uid: number;
  nickname: string;
  avatar: string;
  content: string;
  created_at: number;
}

export interface FollowState {
  is_follow: boolean;
  fans: number;
}

export const liveApi = (c: ApiCaller) => ({
  rooms: (status: LiveStatus, page = 1, limit = 12) => c.get<Paged<LiveRoomCard>>('/api/live/room/lst', { status, page, limit }),
  room: (id: number) => c.get<LiveRoomDetail>(`/api/live/room/detail/${id}`),
  comments: (id: number, limit = 50) => c.get<LiveComment[]>(`/api/live/room/comment/${id}`, { limit }),
  like: (id: number, count: number) => c.post<{ likes: number }>(`/api/live/room/like/${id}`, { count }),
  anchor: (id: number) => c.get<AnchorProfile>(`/api/live/anchor/detail/${id}`),
  follow: (id: number) => c.post<FollowState>(`/api/live/anchor/follow/${id}`),
  unfollow: (id: number) => c.post<FollowState>(`/api/live/anchor/unfollow/${id}`),
});
