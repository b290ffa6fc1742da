import { useCallback, useMemo } from 'react';
import { useApi, useMallStore } from '@mall/app-kit';
import { memberApi } from '@mall/api-client';
import { useUcApi } from '../../shared/use-uc-api';

export function useMemberApi() {
  const api = useApi();
  return useMemo(() => memberApi(api), [api]);
}

/** Reads the user again and puts it into the shared store: the shell's points and badge follow. */
export function useRefreshUser() {
  const uc = useUcApi();
  const store = useMallStore();
  return useCallback(async () => {
    const u = await uc.user();
    store.getState().updateProfile(u);
    return u;
  }, [uc, store]);
}
