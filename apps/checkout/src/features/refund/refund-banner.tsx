import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import type { RefundDetail } from '@mall/api-client';
import { formatChinaTime, formatYuan } from '@mall/ui';
import { useSecondsLeft } from '../../shared/use-countdown';

/** 6天23小时59分08秒 (6d 23h 59:08 in English) */
export function formatDuration(t: TFunction, seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${d > 0 ? t('refund.days', { d }) : ''}${d > 0 || h > 0 ? t('refund.hours', { h }) : ''}${t('common.minutesLeft', { m, s: String(s).padStart(2, '0') })}`;
}

/** Title per refund status: 审核中 / 请退货并填写物流信息 / 请等待商家收货并退款 / 退款成功 ¥X / 商家拒绝退款 / 已取消 */
export function refundBannerTitle(t: TFunction, r: RefundDetail): string {
  switch (r.status) {
    case 0:
      return t('refund.banner.reviewing');
    case 1:
      return t('refund.banner.sendBack');
    case 2:
      return t('refund.banner.waitMerchant');
    case 3:
      return t('refund.banner.refunded', { yuan: formatYuan(r.refund_price) });
    case -1:
      return t('refund.banner.refused');
    default:
      return t('refund.banner.cancelled');
  }
}

export function RefundBanner({ r }: { r: RefundDetail }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(r.status === 0 ? r.auto_agree_at : null);
  return (
    <div>
      <h1 data-testid="refund-banner">{refundBannerTitle(t, r)}</h1>
      {r.status === 0 && (
        <div className="muted" data-testid="auto-agree">
          {t('refund.banner.applied')}
          {r.auto_agree_at && left > 0 && (
            <Trans
              i18nKey="refund.banner.autoAgree"
              values={{ left: formatDuration(t, left) }}
              components={{ red: <span className="red" /> }}
            />
          )}
        </div>
      )}
      {r.status === 1 && <div className="muted">{t('refund.banner.agreed')}</div>}
      {r.status === 2 && (
        <div className="muted">{t('refund.banner.sent', { shipment: `${r.delivery_name} ${r.delivery_id}` })}</div>
      )}
      {r.status === 3 && (
        <div className="muted">
          {t(`refund.banner.backTo.${r.refund_to}`)}
          {r.refunded_at && `${t('refund.banner.comma')}${formatChinaTime(r.refunded_at)}`}
        </div>
      )}
      {r.status === -1 && (
        <div className="red" data-testid="refuse-reason">
          {t('refund.banner.refuseReason')}
          <span data-testid="refuse-text">{r.refuse_reason}</span>
        </div>
      )}
      {r.status === -2 && <div className="muted">{t('refund.banner.youCancelled')}</div>}
    </div>
  );
}
