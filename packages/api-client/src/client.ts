import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { ApiError, LOGIN_STATUSES, type Envelope } from './errors';

export { ApiError, LOGIN_STATUSES, type Envelope } from './errors';

/** Body statuses that reject with the server message (spec §8). */
const REJECT_STATUSES = new Set([400, 401, 402, 40000, 410000, 410001, 410002]);

export interface ApiClientOptions {
  baseURL: string;
  getToken: () => string;
  /** Called when the server says the shopper must log in again. */
  onLoginRequired?: (error: ApiError) => void;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * How many times a GET answered 503 (server busy or restarting) is asked again, after the
   * server's Retry-After (at most MAX_BUSY_WAIT_MS). Reads only: a POST may have been done.
   */
  busyRetries?: number;
}

const MAX_BUSY_WAIT_MS = 5000;

function busyWaitMs(retryAfter: unknown): number {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_BUSY_WAIT_MS) : 1000;
}

export interface ApiClient {
  http: AxiosInstance;
  get<T>(url: string, params?: Record<string, unknown>): Promise<T>;
  post<T>(url: string, body?: unknown): Promise<T>;
}

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const http = axios.create({ baseURL: opts.baseURL, timeout: opts.timeoutMs ?? 15000 });

  http.interceptors.request.use((config) => {
    const token = opts.getToken();
    config.headers.set('Form-type', 'pc');
    for (const [k, v] of Object.entries(opts.headers ?? {})) config.headers.set(k, v);
    if (token) {
      config.headers.set('X-Token', token);
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });

  const unwrap = async <T>(config: AxiosRequestConfig, busyRetries = 0): Promise<T> => {
    let body: Envelope<T>;
    let httpStatus = 200;
    try {
      const res = await http.request<Envelope<T>>(config);
      body = res.data;
      httpStatus = res.status;
    } catch (err) {
      const busy = axios.isAxiosError(err) && err.response?.status === 503 ? err.response : null;
      if (busy && busyRetries > 0) {
        await new Promise((r) => setTimeout(r, busyWaitMs(busy.headers['retry-after'])));
        return unwrap(config, busyRetries - 1);
      }
      if (axios.isAxiosError(err) && err.response?.data && typeof err.response.data === 'object') {
        body = err.response.data as Envelope<T>;
        httpStatus = err.response.status;
      } else {
        throw new ApiError(err instanceof Error ? err.message : '请求错误', 500, 0);
      }
    }
    if (body.status === 200) return body.data;
    const error = new ApiError(body.message || '请求错误', body.status ?? httpStatus, httpStatus, body);
    if (LOGIN_STATUSES.has(error.status)) opts.onLoginRequired?.(error);
    if (!REJECT_STATUSES.has(error.status) && error.status < 400) {
      throw new ApiError('请求错误', error.status, httpStatus, body);
    }
    throw error;
  };

  return {
    http,
    get: (url, params) => unwrap({ method: 'GET', url, params }, opts.busyRetries ?? 0),
    post: (url, body) => unwrap({ method: 'POST', url, data: body ?? {} }),
  };
}

/** What the typed calls need of a client: the page's MallApi and the axios ApiClient both fit. */
export type ApiCaller = Pick<ApiClient, 'get' | 'post'>;
