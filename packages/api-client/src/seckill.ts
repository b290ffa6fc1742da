import type {
  SeckillButton,
  SeckillCard,
  SeckillDetail,
  SeckillList,
  SeckillSlot,
  SeckillSlots,
  SeckillState,
} from '@mall/contracts';
import type { ApiCaller } from './client';

/** Seckill calls; the shapes are @mall/contracts' (seckill). Times in epoch seconds, money in fen. */
export type { SeckillButton, SeckillCard, SeckillDetail, SeckillList, SeckillSlot, SeckillSlots, SeckillState };

export const seckillApi = (c: ApiCaller) => ({
  slots: () => c.get<SeckillSlots>('/api/store/product/seckill/select'),
  goods: (slot: { start: number; stop: number }, page = 1, limit = 20) =>
    c.get<SeckillList>('/api/store/product/seckill/lst', { start_time: slot.start, end_time: slot.stop, page, limit }),
  detail: (id: number) => c.get<SeckillDetail>(`/api/store/product/seckill/detail/${id}`),
});
