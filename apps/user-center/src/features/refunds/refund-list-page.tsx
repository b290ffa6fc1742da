import { PageFrame } from '@mall/ui';

export function RefundListPage() {
  return <PageFrame title="售后/退款" />;
}
