import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '@mall/api-client';

/**
 * A list that loads its next page when the sentinel element scrolls into view (infinite scroll).
 * The first page comes from the server render; later pages from `loadPage` in the browser.
 */
export function useInfiniteList<T>(first: Paged<T>, loadPage: (page: number) => Promise<Paged<T>>) {
  const [state, setState] = useState({ list: first.list, page: 1, count: first.count, loading: false, error: false });
  const sentinel = useRef<HTMLDivElement | null>(null);
  const busy = useRef(false);
  const done = state.list.length >= state.count || (state.page > 1 && state.list.length === 0);

  const more = useCallback(async () => {
    if (busy.current || done) return;
    busy.current = true;
    setState((s) => ({ ...s, loading: true, error: false }));
    try {
      const next = await loadPage(state.page + 1);
      setState((s) => ({
        list: [...s.list, ...next.list],
        page: s.page + 1,
        // an empty page ends the list even when the count said more
        count: next.list.length === 0 ? s.list.length : next.count,
        loading: false,
        error: false,
      }));
    } catch {
      setState((s) => ({ ...s, loading: false, error: true }));
    } finally {
      busy.current = false;
    }
  }, [done, loadPage, state.page]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || done || state.error) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void more(), {
      rootMargin: '200px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, done, state.error]);

  return { list: state.list, loading: state.loading, error: state.error, done, sentinel, retry: more };
}
