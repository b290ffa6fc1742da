import type { MallApi } from '@mall/shared-state';

/** What the fake server answers to one path: a value, or a function of the query/body (throw = an API error). */
export type Answer = unknown | ((input: Record<string, unknown>) => unknown);

export interface Call {
  method: 'GET' | 'POST';
  url: string;
  input: Record<string, unknown>;
}

/**
 * The network edge of a page under test: the API object the app gets through MallProvider,
 * answering from a table keyed by path ('GET /api/...' or just the path for either method).
 * A request without an answer fails, as an unknown endpoint would.
 */
export function fakeApi(answers: Record<string, Answer>): MallApi & { calls: Call[] } {
  const calls: Call[] = [];
  const answer = async (method: Call['method'], url: string, input: unknown) => {
    const args = (input ?? {}) as Record<string, unknown>;
    calls.push({ method, url, input: args });
    const found = answers[`${method} ${url}`] ?? answers[url];
    if (found === undefined) throw new Error(`接口不存在: ${method} ${url}`);
    // a fresh copy each time, as from the network: the page may keep and change what it gets
    return structuredClone(typeof found === 'function' ? await found(args) : found);
  };
  return {
    calls,
    get: <T>(url: string, params?: Record<string, unknown>) => answer('GET', url, params) as Promise<T>,
    post: <T>(url: string, body?: unknown) => answer('POST', url, body) as Promise<T>,
  };
}
