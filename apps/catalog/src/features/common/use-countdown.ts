import { useEffect, useState } from 'react';
import { serverClock } from '@mall/api-client/server-clock';

/**
 * Seconds left until `until` (epoch seconds by the server's clock), from the server's time `at`
 * when it made the data (its `server_time`). Counted down with the page's monotonic timer, and corrected by the
 * server's clock as soon as it is known: a page shown from a cache minutes after it was rendered
 * still ends its countdown when the server does, and a wrong clock on the shopper's machine
 * cannot show a wrong countdown. `onEnd` runs once when it reaches 0.
 */
export function useCountdown(until: number, at: number, onEnd?: () => void): number {
  const seconds = until - at;
  const [left, setLeft] = useState(Math.max(0, seconds));
  useEffect(() => {
    setLeft(Math.max(0, seconds));
    if (seconds <= 0) return;
    const started = performance.now();
    // until the server's clock answers: the data's time, counted on from the moment the page showed it
    let now = () => at + (performance.now() - started) / 1000;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const l = Math.max(0, Math.ceil(until - now()));
      setLeft(l);
      if (l === 0) {
        clearInterval(timer);
        timer = undefined;
        onEnd?.();
      }
    };
    timer = setInterval(tick, 250);
    let live = true;
    void serverClock().then((clock) => {
      if (!live || !clock || timer === undefined) return;
      now = () => clock.now() / 1000;
      tick();
    });
    return () => {
      live = false;
      clearInterval(timer);
    };
    // onEnd is a callback of the moment; new data (`until`, `at`) restarts the count
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until, at]);
  return left;
}

/** 01:23:45 (hours may exceed 24). */
export function clockParts(seconds: number): [string, string, string] {
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(Math.floor(seconds / 3600)), pad(Math.floor((seconds % 3600) / 60)), pad(seconds % 60)];
}
