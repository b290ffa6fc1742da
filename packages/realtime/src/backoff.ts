export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

/** Delay before reconnect attempt `attempt` (0-based): doubling up to `maxMs`, with half jitter. */
export function backoffDelay(attempt: number, opts: BackoffOptions, random: () => number = Math.random): number {
  const full = Math.min(opts.maxMs, opts.initialMs * 2 ** Math.min(attempt, 20));
  return Math.round(full / 2 + (random() * full) / 2);
}
