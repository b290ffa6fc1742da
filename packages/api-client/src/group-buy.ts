import type { ApiCaller } from './client';
import type { GoodsDetail } from './catalog';

/** A goods on group buy in the list. Money in fen; `ot_price` is the normal price (单独购买). */
export interface GroupBuyCard {
  id: number;
  product_id: number;
  title: string;
  store_name: string;
  image: string;
  unit_name: string;
  price: number;
  ot_price: number;
  /** group size */
  people: number;
  stock: number;
  /** pieces sold in groups */
  sales: number;
  /** end of the activity, epoch seconds */
  stop: number;
}

export interface GroupBuyList {
  server_time: number;
  count: number;
  list: GroupBuyCard[];
}

export interface GroupMember {
  nickname: string;
  avatar: string;
  is_leader: boolean;
}

/** A group one can join, on the goods page. Times in epoch seconds of the server's clock. */
export interface OpenGroup {
  id: number;
  people: number;
  paid_num: number;
  /** members still missing */
  left: number;
  ends_at: number;
  leader: GroupMember;
  members: GroupMember[];
  /** the viewer is in it */
  is_member: boolean;
}

/** The goods page of a group-buy goods: the normal goods with group SKUs (own `unique`, group price, stock). */
export interface GroupBuyDetail extends GoodsDetail {
  /** the normal goods' SKUs (单独购买) */
  normal_sku: GoodsDetail['sku'];
  group_buy: {
    id: number;
    title: string;
    people: number;
    effective_hours: number;
    once_num: number;
    quota: number;
    sales: number;
    start: number;
    stop: number;
    state: 'upcoming' | 'open' | 'ended';
    server_time: number;
  };
  groups: OpenGroup[];
}

/** 0 拼团中, 10 拼团成功, -1 拼团失败 */
export type GroupStatus = 0 | 10 | -1;

/** One group, for its page and share link. */
export interface GroupBuyGroup {
  id: number;
  status: GroupStatus;
  status_text: string;
  people: number;
  paid_num: number;
  left: number;
  ends_at: number;
  server_time: number;
  share_link: string;
  members: GroupMember[];
  goods: {
    id: number;
    product_id: number;
    store_name: string;
    image: string;
    price: number;
    ot_price: number;
    unit_name: string;
  };
  viewer: {
    logged_in: boolean;
    is_member: boolean;
    /** why the viewer cannot join; null: they may */
    refusal: string | null;
  };
}

export const groupBuyApi = (c: ApiCaller) => ({
  list: (page = 1, limit = 20) => c.get<GroupBuyList>('/api/store/product/group/lst', { page, limit }),
  detail: (id: number) => c.get<GroupBuyDetail>(`/api/store/product/group/detail/${id}`),
  group: (id: number) => c.get<GroupBuyGroup>(`/api/store/product/group/get/${id}`),
});
