import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createAppCache } from './emotion';

/** Renders one app to HTML with its critical CSS, using a cache made for this request only. */
export function renderWithStyles(element: ReactElement, cacheKey: string): { html: string; styles: string } {
  const cache = createAppCache(cacheKey);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { html, styles };
}
