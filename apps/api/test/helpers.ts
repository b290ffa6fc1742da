import { describe, inject } from 'vitest';

export const target = inject('target');

/** A describe block for one driver's run; skipped, with the reason in its title, when unavailable. */
export function describeApi(name: string, fn: () => void) {
  const title = `${name} [${target.driver}]${target.skip ? ` — skipped: ${target.skip}` : ''}`;
  describe.skipIf(Boolean(target.skip))(title, fn);
}

export interface Answer<T = unknown> {
  http: number;
  body: { status: number; message: string; data: T };
  headers: Headers;
}

export async function call<T = unknown>(path: string, init?: RequestInit): Promise<Answer<T>> {
  const res = await fetch(target.baseUrl + path, {
    ...init,
    headers: { 'Form-type': 'pc', 'X-Token': '', ...init?.headers },
  });
  return { http: res.status, body: (await res.json()) as Answer<T>['body'], headers: res.headers };
}

export const get = <T = unknown>(path: string) => call<T>(path);

export const post = <T = unknown>(path: string, body: unknown) =>
  call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
