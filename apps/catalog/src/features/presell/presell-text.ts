import { formatChinaTime } from '@mall/ui';

/** An epoch second as China shows it, to the minute: 2026-11-23 20:15 */
export const timeText = (s: number) => formatChinaTime(new Date(s * 1000).toISOString()).slice(0, 16);

export const TYPE_TEXT = { 1: '全款预售', 2: '定金预售' } as const;

/** 发货时间 of a presell: N days after the (final) payment. */
export const deliveryText = (p: { presell_type: 1 | 2; delivery_day: number }) =>
  `${p.presell_type === 2 ? '付尾款后' : '付款后'}${p.delivery_day}天内发货`;
