import type { ApiCaller } from './client';
import type { GoodsDetail, SkuInfo } from './catalog';

/** Bargain goods in the list. Money in fen: `price` the original (lowest SKU), `min_price` the floor. */
export interface BargainCard {
  id: number;
  product_id: number;
  store_name: string;
  image: string;
  unit_name: string;
  price: number;
  min_price: number;
  help_num: number;
  stock: number;
  /** bargains started so far */
  people: number;
  /** epoch seconds: the last moment a bargain can start */
  stop_time: number;
}

export interface BargainList {
  server_time: number;
  count: number;
  list: BargainCard[];
}

/** 0 未开始, 1 进行中, 2 已结束 */
export type BargainGoodsState = 0 | 1 | 2;

/** The goods page of bargain goods: the normal goods with the bargain SKUs (own `unique`, original and floor price). */
export interface BargainDetail extends GoodsDetail {
  sku: Record<string, SkuInfo & { min_price: number }>;
  bargain: {
    id: number;
    min_price: number;
    help_num: number;
    hours: number;
    people: number;
    start_time: number;
    stop_time: number;
    state: BargainGoodsState;
    state_text: string;
    server_time: number;
    /** the viewer's bargain of these goods in progress */
    my_bargain_id: number | null;
  };
}

/** 1 砍价中, 10 砍价成功 (or 已购买), -1 已结束 */
export type BargainStatusCode = 1 | 10 | -1;

export interface BargainHelper {
  nickname: string;
  avatar: string;
  /** fen taken off */
  amount: number;
  time: number;
}

interface BargainFigures {
  id: number;
  status: BargainStatusCode;
  status_text: string;
  ot_price: number;
  min_price: number;
  price: number;
  help_num: number;
  help_count: number;
  /** how far from the original price towards the floor */
  percent: number;
  ends_at: number;
}

/** One bargain as its page shows it (public: the page friends open from a share link). */
export interface BargainStatus extends BargainFigures {
  server_time: number;
  goods: { id: number; product_id: number; store_name: string; image: string; sku: string };
  owner: { nickname: string; avatar: string };
  helps: BargainHelper[];
  viewer: {
    is_owner: boolean;
    helped_amount: number | null;
    can_help: boolean;
    can_buy: boolean;
    /** the key to buy it with (the owner only) */
    unique: string | null;
    group_order_id: number | null;
  };
}

export interface MyBargains {
  count: number;
  list: (BargainFigures & {
    goods: { id: number; product_id: number; store_name: string; image: string; sku: string };
  })[];
}

export interface BargainHelp {
  amount: number;
  price: number;
  help_count: number;
  status: BargainStatusCode;
}

export const bargainApi = (c: ApiCaller) => ({
  goods: (page = 1, limit = 20) => c.get<BargainList>('/api/store/product/bargain/lst', { page, limit }),
  detail: (id: number) => c.get<BargainDetail>(`/api/store/product/bargain/detail/${id}`),
  status: (id: number) => c.get<BargainStatus>(`/api/store/product/bargain/status/${id}`),
  mine: (page = 1, limit = 20) => c.get<MyBargains>('/api/store/product/bargain/my', { page, limit }),
  start: (id: number, unique: string) =>
    c.post<{ bargain_id: number }>(`/api/store/product/bargain/start/${id}`, { unique }),
  help: (id: number) => c.post<BargainHelp>(`/api/store/product/bargain/help/${id}`),
});
