import { useCallback, useEffect, useState } from 'react';
import { isNotFoundError } from '@mall/ui';

/**
 * Loads one record of the shopper's (order, refund, review target). An unknown id or one that
 * belongs to someone else ends as `notFound` (the page shows the 404 page, never data).
 */
export function useRecord<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; notFound: boolean; error: string }>({
    data: null,
    notFound: false,
    error: '',
  });
  const reload = useCallback(
    () =>
      load().then(
        (data) => setState({ data, notFound: false, error: '' }),
        (err: Error) =>
          setState((s) => ({ ...s, notFound: isNotFoundError(err), error: err.message || '请求错误' })),
      ),
    [load],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}
