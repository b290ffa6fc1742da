/**
 * The operators' CLI talks to the running API (never to its database: one process owns the
 * embedded data folder, see db/data-dir-lock.ts).
 */
import { readFileSync } from 'node:fs';
import type { MerchantLogin } from '@mall/contracts';
import { loadConfig } from '../config';

/** A message for the operator (exit code 1), no stack. */
export class CliError extends Error {}

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** --api, else API_URL, else the API's own default address (config.ts). */
export function apiBase(flag: string | undefined): string {
  const env = process.env;
  return (flag ?? env.API_URL ?? `http://127.0.0.1:${env.API_PORT || 3001}`).replace(/\/$/, '');
}

export interface ApiClient {
  readonly base: string;
  /** headers sent with every call from now on (X-Token after a login, X-Operator-Key) */
  headers: Record<string, string>;
  /** GET without a body, POST with one; answers the envelope's data or throws CliError with its message */
  call<T>(path: string, body?: unknown): Promise<T>;
  /** the raw response (downloads) */
  fetch(path: string): Promise<Response>;
}

export function apiClient(base: string): ApiClient {
  const send = async (path: string, init: RequestInit = {}) => {
    try {
      return await fetch(base + path, { ...init, headers: { ...client.headers, ...init.headers } });
    } catch {
      throw new CliError(`无法连接 API ${base} (cannot reach the API: is the mall running? set API_URL or --api)`);
    }
  };
  const client: ApiClient = {
    base,
    headers: { 'Form-type': 'pc' },
    fetch: (path) => send(path),
    async call<T>(path: string, body?: unknown) {
      const res = await send(
        path,
        body === undefined
          ? {}
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      );
      const envelope = (await res.json()) as Envelope<T>;
      if (envelope.status !== 200) throw new CliError(envelope.message);
      return envelope.data;
    },
  };
  return client;
}

/** Signs in as a merchant's staff member (`--account merchant<mer_id> --password …`). */
export async function staffLogin(client: ApiClient, account: string, password: string): Promise<void> {
  const { token } = await client.call<MerchantLogin>('/api/merchant/login', { account, password });
  client.headers['X-Token'] = token;
}

/** --key, else MALL_OPERATOR_KEY, else the key file the API wrote beside its data (OPERATOR_KEY_FILE). */
export function operatorKey(flag: string | undefined): string {
  if (flag) return flag;
  if (process.env.MALL_OPERATOR_KEY) return process.env.MALL_OPERATOR_KEY;
  const file = loadConfig().OPERATOR_KEY_FILE;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new CliError(`没有运维密钥 (no operator key): set MALL_OPERATOR_KEY, pass --key, or start the API once (it writes ${file})`);
  }
}
