import { useMemo } from 'react';
import { useApi } from '@mall/app-kit';
import { addressApi } from '@mall/api-client';

/** The address calls over the page's one API client. */
export function useAddressApi() {
  const api = useApi();
  return useMemo(() => addressApi(api), [api]);
}
