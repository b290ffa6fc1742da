/** Presell kinds and states, by the clock: 0 未开始, 1 正在进行, 2 已结束 (the list's `type`). */
import type { PresellState } from '@mall/contracts';

export type { PresellState };

/** `presell_type` of 定金预售 (1 is 全款预售) */
export const DEPOSIT = 2;

/** Order status of a deposit order waiting for its final payment, and of one whose final payment timed out. */
export const WAITING_FINAL = 10;
export const FINAL_TIMED_OUT = 11;

export const STATE_TEXT: Record<PresellState, string> = { 0: '未开始', 1: '正在进行', 2: '已结束' };

export const presellState = (w: { start_time: Date; end_time: Date }, now: number): PresellState =>
  now < w.start_time.getTime() ? 0 : now < w.end_time.getTime() ? 1 : 2;
