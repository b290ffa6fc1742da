import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AfterSalesOrderDetail } from '@mall/api-client';
import { formatChinaTime, formatYuan } from '@mall/ui';
import { stepsCss } from './detail-styles';

/** Title and hint of the status banner, from the order's status code. */
export function bannerText(t: TFunction, o: AfterSalesOrderDetail): { title: string; hint: string } {
  const b = (key: 'cancelled' | 'unshipped' | 'toReview' | 'done' | 'finalLate') => ({
    title: t(`detail.banner.${key}.title`),
    hint: t(`detail.banner.${key}.hint`),
  });
  if (o.is_cancel) return b('cancelled');
  switch (o.status) {
    case 0:
      return b('unshipped');
    case 1:
      return {
        title: t('detail.banner.shipped.title'),
        hint: o.auto_take_at
          ? t('detail.banner.shipped.autoTake', { time: formatChinaTime(o.auto_take_at) })
          : t('detail.banner.shipped.hint'),
      };
    case 2:
      return b('toReview');
    case 3:
      return b('done');
    case -1:
      return {
        title: t('detail.banner.refunded.title'),
        hint: t('detail.banner.refunded.hint', { yuan: formatYuan(o.refunded_price) }),
      };
    case 9:
      return { title: t('detail.banner.grouping.title'), hint: t('detail.banner.grouping.hint') };
    case 10:
      return { title: t('detail.banner.final.title'), hint: finalHint(t, o) };
    case 11:
      return b('finalLate');
    default:
      return { title: t('detail.banner.cancelled.title'), hint: '' };
  }
}

/** 定金已付 ¥x，请于 … 至 … 支付尾款 ¥y */
function finalHint(t: TFunction, o: AfterSalesOrderDetail): string {
  const p = o.presell;
  if (!p?.final_start_time || !p.final_end_time) return t('detail.banner.final.hint');
  return t('detail.banner.final.window', {
    deposit: formatYuan(p.deposit_price),
    from: formatChinaTime(p.final_start_time),
    to: formatChinaTime(p.final_end_time),
    rest: formatYuan(p.pay_price),
  });
}

/** 提交订单 → 付款成功 → 商家发货 → 确认收货 → 完成评价 */
export function OrderSteps({ o }: { o: AfterSalesOrderDetail }) {
  const { t } = useTranslation();
  const steps: [string, string | null][] = [
    [t('detail.steps.placed'), o.created_at],
    [t('detail.steps.paid'), o.pay_time],
    [t('detail.steps.shipped'), o.delivery_time],
    [t('detail.steps.received'), o.take_time],
    [t('detail.steps.reviewed'), o.status === 3 ? '' : null],
  ];
  return (
    <ol css={stepsCss} data-testid="order-steps">
      {steps.map(([label, time]) => (
        <li key={label} data-done={time !== null ? '' : undefined}>
          <div>{label}</div>
          {time && <div className="muted">{formatChinaTime(time)}</div>}
        </li>
      ))}
    </ol>
  );
}
