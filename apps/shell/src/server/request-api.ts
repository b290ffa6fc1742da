import { createApiClient, type ApiClient } from '@mall/api-client';
import { serverConfig } from './config';

/**
 * The API as one server render sees it: the shopper's token, and each distinct GET asked once
 * (the chrome and the page both want the site data; the second asker shares the first answer).
 */
export function requestApi(token: string): ApiClient {
  const api = createApiClient({ baseURL: serverConfig.apiUrl, getToken: () => token, timeoutMs: 5000 });
  const asked = new Map<string, Promise<unknown>>();
  const get = <T>(url: string, params?: Record<string, unknown>): Promise<T> => {
    const key = params ? `${url}?${JSON.stringify(params)}` : url;
    let answer = asked.get(key);
    if (!answer) asked.set(key, (answer = api.get<T>(url, params)));
    return answer as Promise<T>;
  };
  return { ...api, get };
}
