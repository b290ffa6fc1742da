import { ApiError, createApiClient, LOGIN_STATUSES, type ApiClient } from '@mall/api-client';
import { serverConfig } from './config';

/**
 * The API as one server render sees it: the shopper's token, and each distinct GET asked once
 * (the chrome and the page both want the site data; the second asker shares the first answer).
 * `known` answers are shared in from elsewhere (the site data every page reads).
 */
export function requestApi(token: string, known: Record<string, Promise<unknown>> = {}): ApiClient {
  const api = createApiClient({ baseURL: serverConfig.apiUrl, getToken: () => token, timeoutMs: serverConfig.pageApiTimeoutMs });
  const asked = new Map<string, Promise<unknown>>(Object.entries(known));
  const get = <T>(url: string, params?: Record<string, unknown>): Promise<T> => {
    const key = params ? `${url}?${JSON.stringify(params)}` : url;
    let answer = asked.get(key);
    if (!answer) asked.set(key, (answer = api.get<T>(url, params)));
    return answer as Promise<T>;
  };
  return { ...api, get };
}

/**
 * A call that failed because the API is overloaded (it timed out, or the API itself shed it
 * with 503/429), as opposed to an API that is down or refused the call.
 */
export function apiBusy(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.httpStatus === 503 || err.httpStatus === 429) return true;
  // axios: "timeout of 3000ms exceeded"; a socket the busy API dropped: "socket hang up" / ECONNRESET
  return err.httpStatus === 0 && /timeout|socket hang up|ECONNRESET/i.test(err.message);
}

/** The API answered that the token is no good (login required): not a failure of the API. */
export function tokenRefused(err: unknown): boolean {
  return err instanceof ApiError && (LOGIN_STATUSES.has(err.status) || err.httpStatus === 401);
}
