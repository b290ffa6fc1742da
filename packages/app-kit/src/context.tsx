import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { MallActions, MallApi, MallState, MallStore } from '@mall/shared-state';

interface MallContextValue {
  store: MallStore;
  api: MallApi;
}

const MallContext = createContext<MallContextValue | null>(null);

export function MallProvider({ store, api, children }: MallContextValue & { children: ReactNode }) {
  return <MallContext.Provider value={{ store, api }}>{children}</MallContext.Provider>;
}

function useMallContext(): MallContextValue {
  const value = useContext(MallContext);
  if (!value) throw new Error('MallProvider is missing');
  return value;
}

export function useApi(): MallApi {
  return useMallContext().api;
}

export function useMallStore(): MallStore {
  return useMallContext().store;
}

export function useMallState<T>(selector: (s: MallState & MallActions) => T): T {
  return useStore(useMallContext().store, selector);
}
