/**
 * How a freshly loaded value is kept: for how long it is served as is (`freshMs`), then for how
 * much longer it may still be served while one background load refreshes it (`staleMs`);
 * 'drop' forgets any older value (the answer is not shareable, e.g. an error page);
 * 'keep-old' leaves an older value in place (a passing failure, e.g. the API was busy).
 */
export type Keep = { freshMs: number; staleMs: number } | 'drop' | 'keep-old';

export interface SwrStats {
  /** answered from a fresh value */
  hits: number;
  /** answered from a stale value while a background load refreshed it */
  stale: number;
  /** loads a request waited for */
  misses: number;
  /** requests that waited for a load another request had started */
  coalesced: number;
  size: number;
}

export interface SwrCache<V> {
  /** The value for `key`; `load` runs at most once at a time per key, whoever asks. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  stats(): SwrStats;
  clear(): void;
}

interface Entry<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

/**
 * A bounded (least recently used out first) cache with request coalescing and
 * stale-while-revalidate.
 */
export function createSwrCache<V>(opts: {
  max: number;
  keep: (value: V) => Keep;
  /** whether an older value stays when a load throws (default: it does) */
  keepOnError?: (err: unknown) => boolean;
  /** a background refresh that threw */
  onRefreshError?: (err: unknown, key: string) => void;
  now?: () => number;
}): SwrCache<V> {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, Promise<V>>();
  const counts = { hits: 0, stale: 0, misses: 0, coalesced: 0 };

  const store = (key: string, value: V) => {
    const keep = opts.keep(value);
    if (keep === 'keep-old') return;
    entries.delete(key);
    if (keep === 'drop') return;
    const at = now();
    entries.set(key, { value, freshUntil: at + keep.freshMs, staleUntil: at + keep.freshMs + keep.staleMs });
    if (entries.size > opts.max) entries.delete(entries.keys().next().value!);
  };

  const start = (key: string, load: () => Promise<V>): Promise<V> => {
    // load runs a tick later, after the promise is registered: a load that throws at once is settled too
    const promise = Promise.resolve()
      .then(load)
      .then(
        (value) => {
          store(key, value);
          return value;
        },
        (err: unknown) => {
          if (opts.keepOnError && !opts.keepOnError(err)) entries.delete(key);
          throw err;
        },
      )
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  };

  return {
    get(key, load) {
      const entry = entries.get(key);
      const at = now();
      if (entry && at < entry.staleUntil) {
        // most recently used last: the first key is the one to evict
        entries.delete(key);
        entries.set(key, entry);
        if (at < entry.freshUntil) {
          counts.hits++;
        } else {
          counts.stale++;
          if (!loading.has(key)) start(key, load).catch((err) => opts.onRefreshError?.(err, key));
        }
        return Promise.resolve(entry.value);
      }
      const pending = loading.get(key);
      if (pending) {
        counts.coalesced++;
        return pending;
      }
      counts.misses++;
      return start(key, load);
    },
    stats: () => ({ ...counts, size: entries.size }),
    clear() {
      entries.clear();
    },
  };
}
