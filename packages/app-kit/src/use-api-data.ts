import { useEffect, useState } from 'react';
import { useApi } from './context';
import type { MallApi } from '@mall/shared-state';

/**
 * A browser fetch keeps its loading state for at least this long (spec §9), so a fast answer
 * does not flash the placeholder for a frame or two.
 */
export const MIN_FETCH_DISPLAY_MS = 200;

const atLeast = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.all([promise, new Promise((resolve) => setTimeout(resolve, ms))]).then(([value]) => value);

/** Loads data in the browser for client-rendered pages; `error` holds the server's message. */
export function useApiData<T>(load: (api: MallApi) => Promise<T>, deps: unknown[] = []) {
  const api = useApi();
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    atLeast(load(api), MIN_FETCH_DISPLAY_MS).then(
      (data) => live && setState({ data, loading: false }),
      (err: Error) => live && setState({ error: err.message || '请求错误', loading: false }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, ...deps]);
  return state;
}
