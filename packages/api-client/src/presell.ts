import type { ApiCaller } from './client';
import type { PresellDetail, PresellFinal, PresellList, PresellState } from '@mall/contracts';

/** Presell calls; the shapes are @mall/contracts' (presell). Times in epoch seconds of the server's clock, money in fen. */
export type {
  PresellCard,
  PresellDetail,
  PresellFinal,
  PresellLine,
  PresellList,
  PresellOrder,
  PresellOrderList,
  PresellPurchase,
  PresellSku,
  PresellState,
  PresellTimes,
  PresellType,
} from '@mall/contracts';

export const presellApi = (c: ApiCaller) => ({
  list: (type: PresellState, page = 1, limit = 20) =>
    c.get<PresellList>('/api/store/product/presell/lst', { type, page, limit }),
  detail: (id: number) => c.get<PresellDetail>(`/api/store/product/presell/detail/${id}`),
  final: (groupOrderId: number) => c.get<PresellFinal>(`/api/presell/final/${groupOrderId}`),
  chooseCoupon: (groupOrderId: number, couponId: number) =>
    c.post<PresellFinal>(`/api/presell/final/${groupOrderId}/coupon`, { coupon_id: couponId }),
});
