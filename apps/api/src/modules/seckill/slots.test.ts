import { describe, expect, it } from 'vitest';
import { addDays, shanghaiDay } from '../../lib/shanghai-day';
import {
  goodsWindow,
  slotAt,
  stateAt,
  windowFor,
  windowOn,
  windowsAround,
  type Slot,
} from './slots';

const slots: Slot[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `${i * 2}`,
  start_hour: i * 2,
  end_hour: i * 2 + 2,
}));
/** an instant given as Asia/Shanghai wall-clock time */
const at = (local: string) => Date.parse(`${local}+08:00`);

describe('seckill slots', () => {
  it('days and windows are Asia/Shanghai', () => {
    expect(shanghaiDay(Date.parse('2025-03-01T16:30:00Z'))).toBe('2025-03-02');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    const w = windowOn(slots[11], '2025-03-01');
    expect(w.start).toBe(at('2025-03-01T22:00:00'));
    expect(w.stop).toBe(at('2025-03-02T00:00:00'));
    expect([stateAt(w, w.start - 1), stateAt(w, w.start), stateAt(w, w.stop - 1), stateAt(w, w.stop)]).toEqual([
      2, 1, 1, 0,
    ]);
    expect(slotAt(slots, at('2025-03-01T13:59:59'))?.start_hour).toBe(12);
    expect(windowFor(slots, w.start, w.stop)).toMatchObject({ day: '2025-03-01', slot: { id: 12 } });
    expect(windowFor(slots, w.start + 1000, w.stop)).toBeNull();
  });

  it('tabs: two ended, the running one, two to come, across midnight', () => {
    const early = windowsAround(slots, at('2025-03-01T00:30:00'));
    expect(early.index).toBe(2);
    expect(early.list.map((w) => `${w.day} ${w.slot.start_hour}`)).toEqual([
      '2025-02-28 20',
      '2025-02-28 22',
      '2025-03-01 0',
      '2025-03-01 2',
      '2025-03-01 4',
    ]);
    const late = windowsAround(slots, at('2025-03-01T23:00:00'));
    expect(late.list.map((w) => `${w.day} ${w.slot.start_hour}`).slice(3)).toEqual(['2025-03-02 0', '2025-03-02 2']);
    // with gaps between slots: the next one is the current tab
    const sparse = windowsAround([slots[5], slots[8]], at('2025-03-01T14:00:00'));
    expect(sparse.list[sparse.index]).toMatchObject({ day: '2025-03-01', slot: { start_hour: 16 } });
    expect(stateAt(sparse.list[sparse.index], at('2025-03-01T14:00:00'))).toBe(2);
  });

  it('a goods sells in its slot today, else tomorrow, within its activity days', () => {
    const slot = slots[5]; // 10:00–12:00
    expect(goodsWindow(slot, '2025-03-01', '2025-03-05', at('2025-03-02T11:00:00')).day).toBe('2025-03-02');
    expect(goodsWindow(slot, '2025-03-01', '2025-03-05', at('2025-03-02T13:00:00')).day).toBe('2025-03-03');
    expect(goodsWindow(slot, '2025-03-01', '2025-03-05', at('2025-02-20T13:00:00')).day).toBe('2025-03-01');
    const last = goodsWindow(slot, '2025-03-01', '2025-03-05', at('2025-03-05T13:00:00'));
    expect([last.day, stateAt(last, at('2025-03-05T13:00:00'))]).toEqual(['2025-03-05', 0]);
    expect(goodsWindow(slot, '2025-03-01', '2025-03-05', at('2025-03-09T11:00:00')).day).toBe('2025-03-05');
  });
});
