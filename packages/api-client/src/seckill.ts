import type { ApiCaller } from './client';
import type { GoodsDetail } from './catalog';

/** 0 已结束, 1 抢购中, 2 即将开始 */
export type SeckillState = 0 | 1 | 2;
/** 去抢购 / 已抢光 / 未开始 / 已结束 */
export type SeckillButton = 'buy' | 'sold_out' | 'upcoming' | 'ended';

/** A daily slot on one day; times in epoch seconds of the server's clock. */
export interface SeckillSlot {
  id: number;
  title: string;
  day: string;
  start_time: string;
  end_time: string;
  start: number;
  stop: number;
  state: SeckillState;
  state_text: string;
}

export interface SeckillSlots {
  server_time: number;
  /** the tab running now (or the next one) */
  index: number;
  list: SeckillSlot[];
}

/** A seckill goods in a slot's list. Money in fen; `ot_price` is the normal price. */
export interface SeckillCard {
  id: number;
  product_id: number;
  store_name: string;
  image: string;
  price: number;
  ot_price: number;
  unit_name: string;
  quota: number;
  stock: number;
  sales: number;
  /** 已抢 N% */
  percent: number;
  button: SeckillButton;
}

export interface SeckillList {
  server_time: number;
  slot: SeckillSlot;
  count: number;
  list: SeckillCard[];
}

/** The goods page of a seckill goods: the normal goods with seckill SKUs (own `unique`, price, stock). */
export interface SeckillDetail extends GoodsDetail {
  seckill: {
    id: number;
    activity_id: number;
    title: string;
    once_num: number;
    all_num: number;
    quota: number;
    sales: number;
    percent: number;
    slot: { id: number; title: string; start_time: string; end_time: string };
    day: string;
    start: number;
    stop: number;
    state: SeckillState;
    state_text: string;
    button: SeckillButton;
    server_time: number;
    /** what the viewer bought in this activity (null for guests) */
    bought: { day: number; total: number } | null;
  };
}

export const seckillApi = (c: ApiCaller) => ({
  slots: () => c.get<SeckillSlots>('/api/store/product/seckill/select'),
  goods: (slot: { start: number; stop: number }, page = 1, limit = 20) =>
    c.get<SeckillList>('/api/store/product/seckill/lst', { start_time: slot.start, end_time: slot.stop, page, limit }),
  detail: (id: number) => c.get<SeckillDetail>(`/api/store/product/seckill/detail/${id}`),
});
