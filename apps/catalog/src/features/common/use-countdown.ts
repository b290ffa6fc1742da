import { useEffect, useState } from 'react';

/**
 * Seconds left of `seconds` (computed from the server's clock by the caller), counted down with
 * the page's monotonic timer: the browser's wall clock is never read, so a wrong clock on the
 * shopper's machine cannot show a wrong countdown. `onEnd` runs once when it reaches 0.
 */
export function useCountdown(seconds: number, onEnd?: () => void): number {
  const [left, setLeft] = useState(Math.max(0, seconds));
  useEffect(() => {
    setLeft(Math.max(0, seconds));
    if (seconds <= 0) return;
    const started = performance.now();
    const timer = setInterval(() => {
      const l = Math.max(0, seconds - Math.floor((performance.now() - started) / 1000));
      setLeft(l);
      if (l === 0) {
        clearInterval(timer);
        onEnd?.();
      }
    }, 250);
    return () => clearInterval(timer);
    // onEnd is a callback of the moment; a new `seconds` (new data) restarts the count
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seconds]);
  return left;
}

/** 01:23:45 (hours may exceed 24). */
export function clockParts(seconds: number): [string, string, string] {
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(Math.floor(seconds / 3600)), pad(Math.floor((seconds % 3600) / 60)), pad(seconds % 60)];
}
