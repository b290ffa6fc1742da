import { useMemo } from 'react';
import { useApi } from '@mall/app-kit';
import { userCenterApi } from '@mall/api-client';

/** The user centre's typed calls over the page's one API client. */
export function useUcApi() {
  const api = useApi();
  return useMemo(() => userCenterApi(api), [api]);
}

export type UcApi = ReturnType<typeof useUcApi>;
