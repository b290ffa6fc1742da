import { createStore, type StoreApi } from 'zustand/vanilla';

export interface MallUser {
  uid: number;
  nickname: string;
  avatar: string;
  phone?: string;
  is_open_member?: boolean;
  is_money_level?: number | boolean;
  [key: string]: unknown;
}

export interface TopBanner {
  image: string;
  group_data_id: number | string;
  url?: string;
}

/** The shared client state of spec §3, one instance for every app in the page. */
export interface MallState {
  banner: boolean;
  headers: boolean;
  footers: boolean;
  cartnumber: number;
  logoUrl: string;
  titleCon: string;
  login: boolean;
  users: MallUser | null;
  code: string;
  mer_banner: string[];
  top_banner: TopBanner | null;
  domain: string;
  hotline: string;
  openService: string;
  unreadNum: number;
  token: string;
  locale: 'zh-CN' | 'en';
  /** Path and query remembered when a request needed login. */
  returnPath: string;
  /** The panel the login dialog opens on: 注册 in the top bar opens registration. */
  loginPanel: LoginPanel;
}

export type LoginPanel = 'quick' | 'register';

export interface MallActions {
  set(partial: Partial<MallState>): void;
  openLogin(returnPath?: string, panel?: LoginPanel): void;
  closeLogin(): void;
  setCartNumber(count: number): void;
  signIn(token: string, user: MallUser | null): void;
  signOut(): void;
}

export type MallStore = StoreApi<MallState & MallActions>;

export const defaultState: MallState = {
  banner: true,
  headers: true,
  footers: true,
  cartnumber: 0,
  logoUrl: '',
  titleCon: '',
  login: false,
  users: null,
  code: '',
  mer_banner: [],
  top_banner: null,
  domain: '/',
  hotline: '',
  openService: '0',
  unreadNum: 0,
  token: '',
  locale: 'zh-CN',
  returnPath: '',
  loginPanel: 'quick',
};

/** The domain always ends with a slash (spec §3). */
export function normalizeDomain(domain: string): string {
  if (!domain) return '/';
  return domain.endsWith('/') ? domain : `${domain}/`;
}

function normalize(partial: Partial<MallState>): Partial<MallState> {
  if (partial.domain === undefined) return partial;
  return { ...partial, domain: normalizeDomain(partial.domain) };
}

export function createMallStore(initial: Partial<MallState> = {}): MallStore {
  return createStore<MallState & MallActions>()((set) => ({
    ...defaultState,
    ...normalize(initial),
    set: (partial) => set(normalize(partial)),
    openLogin: (returnPath, panel = 'quick') =>
      set((s) => ({ login: true, returnPath: returnPath ?? s.returnPath, loginPanel: panel })),
    closeLogin: () => set({ login: false }),
    setCartNumber: (count) => set({ cartnumber: Math.max(0, Math.trunc(count)) }),
    signIn: (token, user) => set({ token, users: user, login: false }),
    signOut: () => set({ token: '', users: null, cartnumber: 0 }),
  }));
}

/** The serialisable part of the state, inlined by the server into the page. */
export function serializableState(state: MallState & Partial<MallActions>): MallState {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(defaultState)) out[key] = state[key as keyof MallState];
  return out as unknown as MallState;
}
