import {
  forgetSpreadCode,
  navigateTo,
  pendingSpreadCode,
  sameOriginPath,
  storeSessionToken,
  type MallApi,
  type MallStore,
  type MallUser,
} from '@mall/shared-state';
import type { LoginAnswer } from './types';

/**
 * Keeps a new session in this page: the 7-day token cookie the server reads, then the store
 * with the user from GET /api/user (the login answer's copy if that call fails), then tells the
 * other apps; the shell fetches the cart count when a user signs in.
 */
export async function startSession(store: MallStore, api: MallApi, answer: LoginAnswer): Promise<MallUser | null> {
  const { token } = answer;
  storeSessionToken(token);
  // the client reads its token from the store: set it before asking for the user
  store.getState().setSessionToken(token);
  const user = await api.get<MallUser>('/api/user').catch(() => answer.user ?? null);
  store.getState().signIn(token, user);
  await bindSpreadCode(api);
  return user;
}

/**
 * A visitor who came by an invite link and then logged in (an account made by the SMS login is
 * new too) is bound to that promoter once; the server refuses users who are not new, silently here.
 */
async function bindSpreadCode(api: MallApi): Promise<void> {
  const code = pendingSpreadCode();
  if (!code) return;
  forgetSpreadCode();
  await api.post('/api/user/spread/bind', { code }).catch(() => null);
}

/**
 * After a login in the dialog: back to the remembered path (session expiry, spec §4) or a reload
 * of this page, so the server renders it logged in.
 */
export function leaveDialogAfterLogin(store: MallStore): void {
  const returnPath = store.getState().takeReturnPath();
  store.getState().closeLogin();
  const here = window.location.pathname + window.location.search;
  const target = sameOriginPath(returnPath);
  if (target && target !== here) navigateTo(target);
  else window.location.reload();
}

/**
 * Where /login goes after a login: ?back= when it leads to a page of this site other than /login,
 * else '/'. No open redirect: the target is resolved against the page's origin (sameOriginPath).
 */
export function backTarget(search: string, origin: string = window.location.origin): string {
  const back = sameOriginPath(new URLSearchParams(search).get('back'), origin);
  if (!back || back.split(/[?#]/)[0] === '/login') return '/';
  return back;
}
