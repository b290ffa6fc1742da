import { formatChinaTime } from '@mall/ui';
import { catalogTexts } from '../../i18n/catalog-texts';
import { presell } from '../../i18n/zh-CN/presell';

// this module's texts come with its chunk
catalogTexts.add({ presell });

/** An epoch second as China shows it, to the minute: 2026-11-23 20:15 */
export const timeText = (s: number) => formatChinaTime(new Date(s * 1000).toISOString()).slice(0, 16);

/** The catalogue key (presell.type.*) of a presell's kind: 全款预售, 定金预售. */
export const TYPE_TEXT = { 1: 'full', 2: 'deposit' } as const;

/** 发货时间 of a presell: N days after the (final) payment (the catalogue key and its values). */
export const deliveryText = (p: { presell_type: 1 | 2; delivery_day: number }) =>
  [p.presell_type === 2 ? 'presell.shipsAfterFinal' : 'presell.shipsAfterPaying', { days: p.delivery_day }] as const;
