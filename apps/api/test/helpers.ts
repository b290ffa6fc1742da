import http from 'node:http';
import { describe, inject } from 'vitest';
import { z } from 'zod';

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

/** `data` parsed with its @mall/contracts schema: the test fails when the API drifts from the contract. */
export function asContract<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${what} answers off its contract: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** A successful answer's data, parsed with its contract; fails the test with the server's message otherwise. */
export function okData<S extends z.ZodType>(schema: S, res: Answer, what: string): z.output<S> {
  if (res.http !== 200 || res.body.status !== 200) throw new Error(`${what} → ${res.http} ${res.body.message}`);
  return asContract(schema, res.body.data, what);
}

/** GET of the suite's API, its data parsed with its @mall/contracts schema. */
export const getAs = async <S extends z.ZodType>(schema: S, path: string) =>
  okData(schema, await get(path), `GET ${path}`);

/**
 * A POST that declares a 2 MB JSON body and sends its first 64 KB, then reads the answer. The API
 * answers from the declared length and closes without reading the rest: a client still writing the
 * whole body may fail with EPIPE (or lose the answer to the server's reset) before it reads that answer.
 */
export function postDeclaring2MB(
  baseUrl: string,
  path: string,
  opts: { localAddress?: string } = {},
): Promise<{ http: number; body: unknown }> {
  const total = 2 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const req = http.request(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': total, 'Form-type': 'pc' },
      localAddress: opts.localAddress,
      agent: false,
    });
    let answered = false;
    req.on('response', async (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      resolve({ http: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      req.destroy();
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    req.write(`{"phone":"${'x'.repeat(64 * 1024)}`);
  });
}
