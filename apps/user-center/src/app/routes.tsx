import { Route, Routes } from 'react-router';
import { PageFrame } from '@mall/ui';
import { useApiData } from '@mall/app-kit';

const CHILDREN: [string, string][] = [
  ['address_list', '地址管理'],
  ['balance', '我的余额'],
  ['collect', '我的收藏'],
  ['followAnchors', '关注主播'],
  ['history', '浏览记录'],
  ['integral', '我的积分'],
  ['invoice_list', '发票管理'],
  ['my_coupon', '我的优惠券'],
  ['order_list', '我的订单'],
  ['presell_order', '预售订单'],
  ['refund_list', '售后/退款'],
  ['refund_select', '申请售后'],
  ['salesOrder', '推广订单'],
  ['settle_record', '商家入驻记录'],
];

function Overview() {
  const { data } = useApiData((api) => api.get<Record<string, number>>('/api/config'));
  return (
    <PageFrame title="个人中心">
      {data && <p data-testid="uc-fact">余额支付：{data.yue_pay_status ? '已开启' : '未开启'}</p>}
    </PageFrame>
  );
}

export function UserCenterRoutes() {
  return (
    <Routes>
      <Route path="/user" element={<Overview />} />
      {CHILDREN.map(([path, title]) => (
        <Route key={path} path={`/user/${path}`} element={<PageFrame title={title} />} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
