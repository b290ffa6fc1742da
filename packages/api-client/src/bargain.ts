import type {
  BargainCard,
  BargainDetail,
  BargainGoodsState,
  BargainHelp,
  BargainHelper,
  BargainList,
  BargainStarted,
  BargainStatus,
  BargainStatusCode,
  MyBargains,
} from '@mall/contracts';
import type { ApiCaller } from './client';

/** Bargain calls; the shapes are @mall/contracts' (bargain). Times in epoch seconds, money in fen. */
export type {
  BargainCard,
  BargainDetail,
  BargainGoodsState,
  BargainHelp,
  BargainHelper,
  BargainList,
  BargainStarted,
  BargainStatus,
  BargainStatusCode,
  MyBargains,
};

export const bargainApi = (c: ApiCaller) => ({
  goods: (page = 1, limit = 20) => c.get<BargainList>('/api/store/product/bargain/lst', { page, limit }),
  detail: (id: number) => c.get<BargainDetail>(`/api/store/product/bargain/detail/${id}`),
  status: (id: number) => c.get<BargainStatus>(`/api/store/product/bargain/status/${id}`),
  mine: (page = 1, limit = 20) => c.get<MyBargains>('/api/store/product/bargain/my', { page, limit }),
  start: (id: number, unique: string) => c.post<BargainStarted>(`/api/store/product/bargain/start/${id}`, { unique }),
  help: (id: number) => c.post<BargainHelp>(`/api/store/product/bargain/help/${id}`),
});
