import { Route, Routes } from 'react-router';
import { PageFrame } from '@mall/ui';
import { useApiData } from '@mall/app-kit';

const PAGES: [string, string][] = [
  ['shopping_cart', '购物车'],
  ['order_confirm', '确认订单'],
  ['payment', '订单支付'],
  ['order_detail', '订单详情'],
  ['order_stay_detail', '待付款订单'],
  ['logistics', '物流详情'],
  ['logistics_delivery', '同城配送'],
  ['refund', '批量退款'],
  ['refund_confirm', '申请退款'],
  ['refund_detail', '退款详情'],
  ['refund_goods', '退回商品'],
  ['refund_logistics', '退货物流'],
  ['evaluation', '商品评价'],
];

function Page({ title }: { title: string }) {
  const { data } = useApiData((api) => api.get<{ sys_phone: string }>('/api/pc/config'));
  return <PageFrame title={title}>{data && <p data-testid="checkout-fact">客服热线：{data.sys_phone}</p>}</PageFrame>;
}

export function CheckoutRoutes() {
  return (
    <Routes>
      {PAGES.map(([path, title]) => (
        <Route key={path} path={`/${path}`} element={<Page title={title} />} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
