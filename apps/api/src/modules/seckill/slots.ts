/**
 * Seckill time: slots are daily Asia/Shanghai hours (UTC+8 all year, no daylight saving), so a
 * slot on a day is a fixed window of instants. Every state is computed from the server's clock.
 */

import { addDays, shanghaiDay, shanghaiMidnight } from '../../lib/shanghai-day';

export interface Slot {
  id: number;
  title: string;
  start_hour: number;
  end_hour: number;
}

/** 0 已结束, 1 抢购中, 2 即将开始 */
export type SlotState = 0 | 1 | 2;
export const SLOT_STATE_TEXT: Record<SlotState, string> = { 0: '已结束', 1: '抢购中', 2: '即将开始' };

/** A slot on one day: [start, stop) in epoch milliseconds. */
export interface Window {
  slot: Slot;
  day: string;
  start: number;
  stop: number;
}

export function windowOn(slot: Slot, day: string): Window {
  const midnight = shanghaiMidnight(day);
  return { slot, day, start: midnight + slot.start_hour * 3_600_000, stop: midnight + slot.end_hour * 3_600_000 };
}

export const stateAt = (w: Pick<Window, 'start' | 'stop'>, now: number): SlotState =>
  now >= w.stop ? 0 : now >= w.start ? 1 : 2;

/**
 * The tabs of the seckill pages: slot windows of yesterday, today and tomorrow around the one
 * running now (or the next one), `before` of them ended and `after` of them upcoming.
 */
export function windowsAround(slots: Slot[], now: number, before = 2, after = 2): { list: Window[]; index: number } {
  const today = shanghaiDay(now);
  const all = [-1, 0, 1]
    .flatMap((d) => slots.map((s) => windowOn(s, addDays(today, d))))
    .sort((a, b) => a.start - b.start || a.stop - b.stop);
  let at = all.findIndex((w) => stateAt(w, now) === 1);
  if (at < 0) at = all.findIndex((w) => stateAt(w, now) === 2);
  if (at < 0) return { list: [], index: -1 };
  const from = Math.max(0, at - before);
  return { list: all.slice(from, at + after + 1), index: at - from };
}

/**
 * The window a seckill goods sells in now or next within its activity's days, else its last
 * one (ended).
 */
export function goodsWindow(slot: Slot, startDay: string, endDay: string, now: number): Window {
  const today = shanghaiDay(now);
  if (today < startDay) return windowOn(slot, startDay);
  if (today > endDay) return windowOn(slot, endDay);
  const w = windowOn(slot, today);
  if (now < w.stop || today === endDay) return w;
  return windowOn(slot, addDays(today, 1));
}

/** The slot whose window on some day is exactly [start, stop), with that day; null when none is. */
export function windowFor(slots: Slot[], start: number, stop: number): Window | null {
  const day = shanghaiDay(start);
  for (const s of slots) {
    const w = windowOn(s, day);
    if (w.start === start && w.stop === stop) return w;
  }
  return null;
}

/** The slot running at `now` today, if any. */
export const slotAt = (slots: Slot[], now: number): Slot | undefined =>
  slots.find((s) => stateAt(windowOn(s, shanghaiDay(now)), now) === 1);
