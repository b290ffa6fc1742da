import type {
  BalanceBills,
  CouponTab,
  HeldCoupons,
  FavouriteGoods,
  FollowedAnchor,
  FollowedShop,
  HistoryEntry,
  InvoiceTitle,
  InvoiceTitleInput,
  InvoiceTitleList,
  InvoiceTitleSaved,
  LedgerTab,
  OrderInvoice,
  PageOf,
  PointsEntry,
  PointsInfo,
  PresellOrderList,
  RelationType,
  UserInfo,
} from '@mall/contracts';
import type { ApiCaller } from './client';
import type { Paged } from './catalog';

/** The user centre's own calls: wallet, points, held coupons, favourites, history, invoices, profile. Money in fen. */

/** The user, balance, points, favourites and history shapes are @mall/contracts' (user). */
export type {
  CouponTab,
  HeldCoupon,
  HeldCoupons,
  FavouriteGoods,
  FollowedShop,
  HistoryEntry,
  RelationType,
  BalanceBills,
  BillEntry,
  LedgerTab,
  PointsEntry,
  PointsInfo,
  UserInfo,
} from '@mall/contracts';
/** The followed anchors (live), invoice titles and order invoices (receipt) are @mall/contracts' too. */
export type { FollowedAnchor, InvoiceTitle, InvoiceTitleInput, InvoiceTitleList, InvoiceTitleSaved, OrderInvoice };

export const userCenterApi = (c: ApiCaller) => ({
  user: () => c.get<UserInfo>('/api/user'),
  bills: (type: LedgerTab, page = 1, limit = 10) => c.get<BalanceBills>('/api/user/bill', { type, page, limit }),
  pointsInfo: () => c.get<PointsInfo>('/api/user/integral/info'),
  points: (type: LedgerTab, page = 1, limit = 10) =>
    c.get<PageOf<PointsEntry>>('/api/user/integral/lst', { type, page, limit }),
  coupons: (statusTag: CouponTab, page = 1, limit = 12) =>
    c.get<HeldCoupons>('/api/coupon/list', { statusTag, page, limit }),
  favouriteGoods: (page = 1, limit = 12) =>
    c.get<Paged<FavouriteGoods>>('/api/user/relation/product/lst', { page, limit }),
  followedShops: (page = 1, limit = 12) =>
    c.get<Paged<FollowedShop>>('/api/user/relation/merchant/lst', { page, limit }),
  /** type 0 goods, 10 shops */
  unfollow: (type: RelationType, ids: number[]) =>
    c.post<null>('/api/user/relation/batch/delete', { type, type_id: ids }),
  history: (page = 1, limit = 50) => c.get<Paged<HistoryEntry>>('/api/user/history', { page, limit }),
  deleteHistory: (ids: number[]) => c.post<null>('/api/user/history/batch/delete', { ids }),
  clearHistory: () => c.post<null>('/api/user/history/clear'),
  invoiceTitles: () => c.get<InvoiceTitleList>('/api/user/receipt/lst'),
  saveInvoiceTitle: (id: number, b: InvoiceTitleInput) =>
    id
      ? c.post<InvoiceTitleSaved>(`/api/user/receipt/update/${id}`, b)
      : c.post<InvoiceTitleSaved>('/api/user/receipt/create', b),
  deleteInvoiceTitle: (id: number) => c.post<null>(`/api/user/receipt/delete/${id}`),
  orderInvoices: (status: 0 | 1 | undefined, page = 1, limit = 10) =>
    c.get<Paged<OrderInvoice>>('/api/user/receipt/order', { ...(status === undefined ? {} : { status }), page, limit }),
  changeInfo: (b: { nickname?: string; avatar?: string }) => c.post<UserInfo>('/api/user/change/info', b),
  /** the code comes from `POST /api/auth/verify` with type `mobile` */
  changePhone: (b: { phone: string; sms_code: string; area_id?: number }) =>
    c.post<UserInfo>('/api/user/change/phone', b),
  changePassword: (b: { old_pwd?: string; sms_code?: string; pwd: string; confirm_pwd: string }) =>
    c.post<null>('/api/user/change/password', b),
  logoutAll: () => c.post<null>('/api/user/logout_all'),
  anchors: (page = 1, limit = 12) => c.get<Paged<FollowedAnchor>>('/api/user/anchor/lst', { page, limit }),
  /** `server_time` (epoch seconds): the clock that decides whether the final payment is due */
  presellOrders: (page = 1, limit = 10) =>
    c.get<PresellOrderList>('/api/user/presell_order', { page, limit }),
});
