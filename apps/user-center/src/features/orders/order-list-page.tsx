import { PageFrame } from '@mall/ui';

export function OrderListPage() {
  return <PageFrame title="我的订单" />;
}
