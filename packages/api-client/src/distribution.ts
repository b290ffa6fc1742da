import type { BrokerageWithdrawal, BrokerageWithdrawn, SpreadInfo, SpreadOrder } from '@mall/contracts';
import type { ApiCaller } from './client';
import type { Paged } from './catalog';

/** Distribution (分销): the promoter's summary, promotion orders, withdrawals. Money in fen. */

export type { BrokerageWithdrawal, BrokerageWithdrawn, SpreadInfo, SpreadOrder };

/** The query parameter of an invite link. */
export const SPREAD_PARAM = 'spread';

export const distributionApi = (c: ApiCaller) => ({
  info: () => c.get<SpreadInfo>('/api/user/spread/info'),
  bind: (code: string) => c.post<null>('/api/user/spread/bind', { code }),
  orders: (page = 1, limit = 10) => c.get<Paged<SpreadOrder>>('/api/user/spread_order', { page, limit }),
  withdrawals: (page = 1, limit = 10) => c.get<Paged<BrokerageWithdrawal>>('/api/user/brokerage_list', { page, limit }),
  /** `price` in fen */
  withdraw: (price: number) => c.post<BrokerageWithdrawn>('/api/user/brokerage/withdraw', { price }),
});
