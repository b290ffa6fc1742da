import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Each app styles through its own emotion cache key; only the shell emits global styles.
 * `compat` stops emotion from inlining <style> tags next to components on the server: the
 * critical CSS is extracted into the head instead, so the hydrated markup matches.
 */
export function createAppCache(key: string): EmotionCache {
  const cache = createCache({ key });
  cache.compat = true;
  return cache;
}
