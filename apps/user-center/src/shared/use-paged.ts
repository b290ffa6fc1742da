import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Paged } from '@mall/api-client';

/**
 * A list that pages through the URL (?page=n, so reload and back keep it): loads `load(page)`
 * whenever the page or `deps` change; `reload` after a change on the server.
 */
export function usePagedList<T, P extends Paged<T> = Paged<T>>(load: (page: number) => Promise<P>, deps: unknown[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [data, setData] = useState<P | null>(null);
  const [error, setError] = useState('');

  const reload = useCallback(async () => {
    try {
      setData(await load(page));
      setError('');
    } catch (err) {
      setError((err as Error).message || '请求错误');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, ...deps]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setParams(next);
  };
  return { data, error, page, goTo, reload };
}
