import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@mall/ui';
import { UserCenterLayout } from '../frame/user-center-layout';
import { OrderListPage } from '../features/orders/order-list-page';
import { RefundListPage } from '../features/refunds/refund-list-page';
import { RefundSelectPage } from '../features/refunds/refund-select-page';
import { OverviewPage } from '../features/overview/overview-page';
import { BalancePage } from '../features/balance/balance-page';
import { IntegralPage } from '../features/integral/integral-page';
import { CouponPage } from '../features/coupons/coupon-page';
import { CollectPage } from '../features/collect/collect-page';
import { HistoryPage } from '../features/history/history-page';
import { AddressListPage } from '../features/address/address-list-page';
import { InvoicePage } from '../features/invoice/invoice-page';
import { ProfilePage } from '../features/profile/profile-page';
import { PasswordPage } from '../features/profile/password-page';
import { SettleRecordPage } from '../features/settle/settle-record-page';
import { PresellPage } from '../features/engagement/presell-page';
import { SalesOrderPage } from '../features/distribution/sales-order-page';
import { BrokeragePage } from '../features/distribution/brokerage-page';
import { AnchorsPage } from '../features/engagement/anchors-page';
import { SignInPage } from '../features/member/sign-in-page';
import { VipPage } from '../features/member/vip-page';
import { ServicePage } from '../features/service/service-page';

export function UserCenterRoutes() {
  return (
    <Routes>
      <Route path="/user" element={<UserCenterLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path="order_list" element={<OrderListPage />} />
        <Route path="refund_list" element={<RefundListPage />} />
        <Route path="refund_select" element={<RefundSelectPage />} />
        <Route path="presell_order" element={<PresellPage />} />
        <Route path="balance" element={<BalancePage />} />
        <Route path="integral" element={<IntegralPage />} />
        <Route path="my_coupon" element={<CouponPage />} />
        <Route path="invoice_list" element={<InvoicePage />} />
        <Route path="collect" element={<CollectPage />} />
        <Route path="followAnchors" element={<AnchorsPage />} />
        <Route path="history" element={<HistoryPage />} />
        <Route path="user_info" element={<ProfilePage />} />
        <Route path="address_list" element={<AddressListPage />} />
        <Route path="change_pwd" element={<PasswordPage />} />
        <Route path="settle_record" element={<SettleRecordPage />} />
        <Route path="salesOrder" element={<SalesOrderPage />} />
        <Route path="brokerage" element={<BrokeragePage />} />
        <Route path="sign_in" element={<SignInPage />} />
        <Route path="vip" element={<VipPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="/service" element={<ServicePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
