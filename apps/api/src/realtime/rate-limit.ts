/**
 * A token bucket for one connection: `burst` messages at once, refilled at `perSecond`.
 * Per connection is enough against one noisy socket; per user across sockets, the features
 * add their own database limits where a message costs something.
 */
export function tokenBucket(opts: { burst: number; perSecond: number }, now: () => number = Date.now) {
  let tokens = opts.burst;
  let last = now();
  return {
    /** Takes one token; false when the bucket is empty (the message is refused). */
    take(): boolean {
      const t = now();
      tokens = Math.min(opts.burst, tokens + ((t - last) / 1000) * opts.perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
