import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFoundError } from '@mall/ui';

/**
 * Loads one record of the shopper's (order, refund, review target). An unknown id or one that
 * belongs to someone else ends as `notFound` (the page shows the 404 page, never data). Loaded
 * again when the shopper switches the language: the API answers some names (couriers, refund
 * reasons, tracking events) in the language of the request.
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
        (err: Error) => setState((s) => ({ ...s, notFound: isNotFoundError(err), error: err.message || '请求错误' })),
      ),
    [load],
  );
  const { i18n } = useTranslation();
  useEffect(() => {
    void reload();
  }, [reload, i18n.language]);
  return { ...state, reload };
}
