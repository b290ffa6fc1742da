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

/** The auth app's writes: the session and the login dialog (other apps may open the dialog). */
export interface AuthActions {
  /** The token the API client sends, set before the user is read with it. */
  setSessionToken(token: string): void;
  signIn(token: string, user: MallUser | null): void;
  signOut(): void;
  openLogin(returnPath?: string, panel?: LoginPanel): void;
  closeLogin(): void;
  /** The path remembered by openLogin, forgotten as it is read. */
  takeReturnPath(): string;
}

/** Fields of the user to change: the known ones typed, any others the API answers kept as they are. */
export type MallUserUpdate = object & Partial<Pick<MallUser, 'uid' | 'nickname' | 'avatar' | 'phone' | 'is_open_member' | 'is_money_level'>>;

/** The user-center app's writes: the signed-in user's profile, merged over the one kept. */
export interface UserCenterActions {
  updateProfile(user: MallUserUpdate): void;
}

/** The checkout app's writes: the cart badge and the balance after paying with it. */
export interface CheckoutActions {
  setCartNumber(count: number): void;
  /** The signed-in user's balance (fen) after a payment; nothing without a user. */
  setBalance(nowMoney: number): void;
}

/** The shell's writes: its chrome. */
export interface ShellActions {
  hideTopBanner(): void;
  setUnreadNum(count: number): void;
  setLocale(locale: MallState['locale']): void;
}

/** Every write goes through a named action of the app that owns the field; there is no generic set. */
export type MallActions = AuthActions & UserCenterActions & CheckoutActions & ShellActions;

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
  return createStore<MallState & MallActions>()((set, get) => ({
    ...defaultState,
    ...normalize(initial),
    setSessionToken: (token) => set({ token }),
    signIn: (token, user) => set({ token, users: user, login: false }),
    signOut: () => set({ token: '', users: null, cartnumber: 0 }),
    openLogin: (returnPath, panel = 'quick') =>
      set((s) => ({ login: true, returnPath: returnPath ?? s.returnPath, loginPanel: panel })),
    closeLogin: () => set({ login: false }),
    takeReturnPath: () => {
      const { returnPath } = get();
      set({ returnPath: '' });
      return returnPath;
    },
    updateProfile: (user) => set((s) => ({ users: { ...(s.users ?? {}), ...user } as MallUser })),
    setCartNumber: (count) => set({ cartnumber: Math.max(0, Math.trunc(count)) }),
    setBalance: (nowMoney) => set((s) => (s.users ? { users: { ...s.users, now_money: nowMoney } } : {})),
    hideTopBanner: () => set({ banner: false }),
    setUnreadNum: (count) => set({ unreadNum: count }),
    setLocale: (locale) => set({ locale }),
  }));
}

/** The serialisable part of the state, inlined by the server into the page. */
export function serializableState(state: MallState & Partial<MallActions>): MallState {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(defaultState)) out[key] = state[key as keyof MallState];
  return out as unknown as MallState;
}
