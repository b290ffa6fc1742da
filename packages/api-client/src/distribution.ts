import type { ApiCaller } from './client';
import type { Paged } from './catalog';

/** Distribution (分销): the promoter's summary, promotion orders, withdrawals. Money in fen. */

export interface SpreadInfo {
  spread_status: 0 | 1;
  is_promoter: boolean;
  /** 'all': everyone is a promoter; 'threshold': after paying `threshold` fen for orders */
  mode: 'all' | 'threshold';
  threshold: number;
  paid_total: number | null;
  /** the invite code, for promoters only: /?spread=<code> */
  code: string | null;
  rate_one: number;
  rate_two: number;
  freeze_days: number;
  min_withdraw: number;
  /** thawed, ready to withdraw */
  brokerage_price: number;
  frozen_price: number;
  withdrawn_price: number;
  spread_count: number;
  spread_count_two: number;
  parent: { nickname: string } | null;
}

export interface SpreadOrder {
  order_id: number;
  order_sn: string;
  level: 1 | 2;
  /** masked phone: 138****8000 */
  buyer: string;
  pay_price: number;
  /** what is left after refunds */
  brokerage: number;
  refunded: number;
  /** 0 冻结中, 1 已到账, -1 已退回 */
  status: -1 | 0 | 1;
  thaw_at: string | null;
  created_at: string;
}

export interface BrokerageWithdrawal {
  id: number;
  title: string;
  mark: string;
  number: number;
  balance: number;
  created_at: string;
}

/** The query parameter of an invite link. */
export const SPREAD_PARAM = 'spread';

export const distributionApi = (c: ApiCaller) => ({
  info: () => c.get<SpreadInfo>('/api/user/spread/info'),
  bind: (code: string) => c.post<null>('/api/user/spread/bind', { code }),
  orders: (page = 1, limit = 10) => c.get<Paged<SpreadOrder>>('/api/user/spread_order', { page, limit }),
  withdrawals: (page = 1, limit = 10) => c.get<Paged<BrokerageWithdrawal>>('/api/user/brokerage_list', { page, limit }),
  /** `price` in fen */
  withdraw: (price: number) =>
    c.post<{ now_money: number; brokerage_price: number }>('/api/user/brokerage/withdraw', { price }),
});
