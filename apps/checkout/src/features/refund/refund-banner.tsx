import type { RefundDetail } from '@mall/api-client';
import { formatChinaTime, formatYuan } from '@mall/ui';
import { useSecondsLeft } from '../../shared/use-countdown';

const REFUND_TO: Record<RefundDetail['refund_to'], string> = { balance: '余额', weixin: '微信', alipay: '支付宝' };

/** 6天23小时59分08秒 */
export function formatDuration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${d > 0 ? `${d}天` : ''}${d > 0 || h > 0 ? `${h}小时` : ''}${m}分${String(s).padStart(2, '0')}秒`;
}

/** Title per refund status: 审核中 / 请退货并填写物流信息 / 请等待商家收货并退款 / 退款成功 ¥X / 商家拒绝退款 / 已取消 */
export function refundBannerTitle(r: RefundDetail): string {
  switch (r.status) {
    case 0:
      return '审核中';
    case 1:
      return '请退货并填写物流信息';
    case 2:
      return '请等待商家收货并退款';
    case 3:
      return `退款成功 ¥${formatYuan(r.refund_price)}`;
    case -1:
      return '商家拒绝退款';
    default:
      return '已取消';
  }
}

export function RefundBanner({ r }: { r: RefundDetail }) {
  const left = useSecondsLeft(r.status === 0 ? r.auto_agree_at : null);
  return (
    <div>
      <h1 data-testid="refund-banner">{refundBannerTitle(r)}</h1>
      {r.status === 0 && (
        <div className="muted" data-testid="auto-agree">
          您已成功发起退款申请，请耐心等待商家处理。
          {r.auto_agree_at && left > 0 && (
            <>
              商家还剩 <span className="red">{formatDuration(left)}</span> 处理，超时将自动同意
            </>
          )}
        </div>
      )}
      {r.status === 1 && <div className="muted">商家已同意退货，请将商品寄回以下地址并填写退货物流</div>}
      {r.status === 2 && (
        <div className="muted">
          您已寄回商品（{r.delivery_name} {r.delivery_id}），商家确认收货后将为您退款
        </div>
      )}
      {r.status === 3 && (
        <div className="muted">
          已退回{REFUND_TO[r.refund_to]}
          {r.refunded_at && `，${formatChinaTime(r.refunded_at)}`}
        </div>
      )}
      {r.status === -1 && (
        <div className="red" data-testid="refuse-reason">
          拒绝原因：{r.refuse_reason}
        </div>
      )}
      {r.status === -2 && <div className="muted">您已取消本次退款申请</div>}
    </div>
  );
}
