import { useMemo } from 'react';
import { useApi } from '@mall/app-kit';
import { distributionApi } from '@mall/api-client';

export function useDistributionApi() {
  const api = useApi();
  return useMemo(() => distributionApi(api), [api]);
}
