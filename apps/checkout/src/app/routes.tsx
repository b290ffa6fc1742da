import { Route, Routes } from 'react-router';
import { ToastProvider } from '@mall/ui';
import { CartPage } from '../features/cart/cart-page';
import { OrderConfirmPage } from '../features/order-confirm/order-confirm-page';
import { PaymentPage } from '../features/payment/payment-page';
import { OrderStayPage } from '../features/order-stay/order-stay-page';
import { OrderDetailPage } from '../features/order-detail/order-detail-page';
import { LogisticsDeliveryPage, LogisticsPage } from '../features/logistics/logistics-page';
import { EvaluationPage } from '../features/evaluation/evaluation-page';
import { RefundPickPage } from '../features/refund/refund-pick-page';
import { RefundConfirmPage } from '../features/refund/refund-confirm-page';
import { RefundDetailPage } from '../features/refund/refund-detail-page';
import { RefundGoodsPage } from '../features/refund/refund-goods-page';
import { RefundLogisticsPage } from '../features/refund/refund-logistics-page';

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
        <Route path="/refund_detail" element={<RefundDetailPage />} />
        <Route path="/refund_goods" element={<RefundGoodsPage />} />
        <Route path="/refund_logistics" element={<RefundLogisticsPage />} />
        <Route path="*" element={null} />
      </Routes>
    </ToastProvider>
  );
}
