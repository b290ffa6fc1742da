import { Route, Routes } from 'react-router';
import { PageFrame, ToastProvider } from '@mall/ui';
import { CartPage } from '../features/cart/cart-page';
import { OrderConfirmPage } from '../features/order-confirm/order-confirm-page';
import { PaymentPage } from '../features/payment/payment-page';
import { OrderStayPage } from '../features/order-stay/order-stay-page';
import { OrderDetailPage } from '../features/order-detail/order-detail-page';
import { LogisticsDeliveryPage, LogisticsPage } from '../features/logistics/logistics-page';
import { EvaluationPage } from '../features/evaluation/evaluation-page';
import { RefundPickPage } from '../features/refund/refund-pick-page';
import { RefundConfirmPage } from '../features/refund/refund-confirm-page';

/** Pages of the checkout still to come: a frame with their title. */
const PLACEHOLDERS: [string, string][] = [
  ['refund_detail', '退款详情'],
  ['refund_goods', '退回商品'],
  ['refund_logistics', '退货物流'],
];

export function CheckoutRoutes() {
  return (
    <ToastProvider>
      <Routes>
        <Route path="/shopping_cart" element={<CartPage />} />
        <Route path="/order_confirm" element={<OrderConfirmPage />} />
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="/order_stay_detail" element={<OrderStayPage />} />
        <Route path="/order_detail" element={<OrderDetailPage />} />
        <Route path="/logistics" element={<LogisticsPage />} />
        <Route path="/logistics_delivery" element={<LogisticsDeliveryPage />} />
        <Route path="/evaluation" element={<EvaluationPage />} />
        <Route path="/refund" element={<RefundPickPage />} />
        <Route path="/refund_confirm" element={<RefundConfirmPage />} />
        {PLACEHOLDERS.map(([path, title]) => (
          <Route key={path} path={`/${path}`} element={<PageFrame title={title} />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </ToastProvider>
  );
}
