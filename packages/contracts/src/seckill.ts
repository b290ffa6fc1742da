/** Seckill (秒杀) pages: the slot tabs, a slot's goods, a seckill goods. Times in epoch seconds, money in fen. */
import { z } from 'zod';
import { activityGoodsCard, activityGoodsPage } from './activity-goods';
import { goodsDetail } from './catalog';
import { intField } from './fields';
import { pageQuery } from './paging';

/** A slot window's bound in epoch seconds (up to 2100-01-01). */
const slotTimeField = (label: string) => intField(label, 0, 4_102_444_800);

/** GET /api/store/product/seckill/lst: the goods of one slot window [start_time, end_time), as `select` answers it. */
export const seckillListQuery = pageQuery.extend({
  start_time: slotTimeField('开始时间'),
  end_time: slotTimeField('结束时间'),
});
export type SeckillListQuery = z.output<typeof seckillListQuery>;

/** 0 已结束, 1 抢购中, 2 即将开始 */
export const seckillState = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SeckillState = z.infer<typeof seckillState>;
/** 去抢购 / 已抢光 / 未开始 / 已结束 */
export const seckillButton = z.enum(['buy', 'sold_out', 'upcoming', 'ended']);
export type SeckillButton = z.infer<typeof seckillButton>;

/** A daily slot on one day; `start_time`/`end_time` as 'HH:00', `start`/`stop` in epoch seconds. */
export const seckillSlot = z.object({
  id: z.number().int(),
  title: z.string(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  start: z.number().int(),
  stop: z.number().int(),
  state: seckillState,
  state_text: z.string(),
});
export type SeckillSlot = z.infer<typeof seckillSlot>;

/** GET /api/store/product/seckill/select: the slot tabs around now. */
export const seckillSlots = z.object({
  server_time: z.number().int(),
  /** the tab running now (or the next one) */
  index: z.number().int(),
  list: z.array(seckillSlot),
});
export type SeckillSlots = z.infer<typeof seckillSlots>;

/** A seckill goods in a slot's list; `ot_price` is the normal price. */
export const seckillCard = activityGoodsCard.extend({
  ot_price: z.number().int(),
  quota: z.number().int(),
  sales: z.number().int(),
  /** 已抢 N% */
  percent: z.number().int(),
  button: seckillButton,
});
export type SeckillCard = z.infer<typeof seckillCard>;

/** GET /api/store/product/seckill/lst: the slot window and a page of its goods. */
export const seckillList = activityGoodsPage(seckillCard).extend({ slot: seckillSlot });
export type SeckillList = z.infer<typeof seckillList>;

/**
 * GET /api/store/product/seckill/detail/:id: the goods page of the normal goods with the seckill
 * SKUs (own `unique`, price, stock), its window, the activity's limits.
 */
export const seckillDetail = goodsDetail.extend({
  seckill: z.object({
    id: z.number().int(),
    activity_id: z.number().int(),
    title: z.string(),
    once_num: z.number().int(),
    all_num: z.number().int(),
    quota: z.number().int(),
    sales: z.number().int(),
    percent: z.number().int(),
    slot: seckillSlot.pick({ id: true, title: true, start_time: true, end_time: true }),
    day: z.string(),
    start: z.number().int(),
    stop: z.number().int(),
    state: seckillState,
    state_text: z.string(),
    button: seckillButton,
    server_time: z.number().int(),
    /** what the viewer bought in this activity (null for guests) */
    bought: z.object({ day: z.number().int(), total: z.number().int() }).nullable(),
  }),
});
export type SeckillDetail = z.infer<typeof seckillDetail>;
