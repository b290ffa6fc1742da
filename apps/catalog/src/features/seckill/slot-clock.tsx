import type { SeckillSlot } from '@mall/api-client';
import { Countdown } from '../common/countdown';

/** The countdown of a slot window by the server's clock: to its end while running, to its start before. */
export function SlotClock({
  slot,
  serverTime,
  tone,
  onEnd,
}: {
  slot: SeckillSlot;
  serverTime: number;
  tone?: 'dark' | 'light';
  onEnd?: () => void;
}) {
  if (slot.state === 0) return <span data-testid="countdown">本场已结束</span>;
  const running = slot.state === 1;
  return (
    <Countdown
      key={`${slot.start}-${slot.state}`}
      seconds={(running ? slot.stop : slot.start) - serverTime}
      label={running ? '距结束' : '距开始'}
      tone={tone}
      onEnd={onEnd}
    />
  );
}
