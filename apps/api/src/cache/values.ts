import type { CacheArea } from './shared-cache';

/**
 * Data (not an answer) kept in `area`: what `load` answered, parsed back from the kept envelope.
 * Without an area (scripts, seeds) `load` runs every time.
 */
export async function cachedValue<T>(area: CacheArea | undefined, key: string, load: () => Promise<T>): Promise<T> {
  if (!area) return load();
  const answer = await area.get(key, load);
  return (JSON.parse(answer.body) as { data: T }).data;
}
