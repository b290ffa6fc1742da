import { PageFrame } from '@mall/ui';

export function RefundSelectPage() {
  return <PageFrame title="申请售后" />;
}
