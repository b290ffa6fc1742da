import { useEffect, useState } from 'react';
import { useApi } from './context';
import type { MallApi } from '@mall/shared-state';

/** Loads data in the browser for client-rendered pages; `error` holds the server's message. */
export function useApiData<T>(load: (api: MallApi) => Promise<T>, deps: unknown[] = []) {
  const api = useApi();
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load(api).then(
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
