/**
 * Test support for the auth and user suites: a server whose database the test can read and
 * write (to age rows instead of sleeping), and an HTTP client with its own source address on
 * the loopback range (127.x.y.z), so per-address limits of one test do not touch another.
 *
 * pg: the suite's shared server plus a connection to its database. PGlite: the shared server's
 * database is held by its process, so each test file starts an API of its own on a fresh PGlite.
 */
import { randomInt } from 'node:crypto';
import http from 'node:http';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { loginAnswer } from '@mall/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database, type Db } from '../src/db/client';
import type { createCaptcha } from '../src/modules/auth/captcha';
import type { latestOutboxMessages } from '../src/modules/auth/sms-outbox';
import * as schema from '../src/db/schema';
import { insertSite } from '../src/seed/site';
import { insertDemoUsers } from '../src/seed/users';
import { okData, target, type Answer } from './helpers';

export class AuthEnv {
  baseUrl = '';
  database!: Database;
  get db(): Db {
    return this.database.db;
  }
}

/** Registers beforeAll/afterAll hooks; the returned object is filled in before the tests run. */
export function useAuthEnv(): AuthEnv {
  const env = new AuthEnv();
  let cleanUp = async () => {};
  beforeAll(async () => {
    if (target.driver === 'pg') {
      env.database = await openDatabase({ databaseUrl: target.databaseUrl!, dataDir: '' });
      env.baseUrl = target.baseUrl;
      cleanUp = () => env.database.close();
      return;
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-auth-'));
    await cp(inject('pgliteTemplates').migrated, path.join(dir, 'pglite'), { recursive: true });
    env.database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    await insertSite(env.database.db);
    await insertDemoUsers(env.database.db);
    process.env.MALL_DEV_SMS_OUTBOX = '1';
    process.env.MALL_CAPTCHA_MAX_COUNTER = TEST_CAPTCHA_MAX_COUNTER;
    const app = await buildApp({ database: env.database, uploadDir: path.join(dir, 'uploads'), logger: false });
    env.baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    cleanUp = async () => {
      await app.close();
      await env.database.close();
      await rm(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanUp());
  return env;
}

/** GET /api/captcha: a challenge and its key (no contract: the API's answer, altcha-lib's challenge). */
export type CaptchaAnswer = Awaited<ReturnType<typeof createCaptcha>>;

/** A message of GET /api/dev/sms_outbox (dev and tests only, no client: the API's answer). */
export type OutboxMessage = Awaited<ReturnType<typeof latestOutboxMessages>>[number];

/** Test servers ask for little work (the default costs each send about a second in Node). */
export const TEST_CAPTCHA_MAX_COUNTER = '8';

/** Solves a challenge of GET /api/captcha; the answer is the `code` a browser would send. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A random loopback address: a client of its own for the per-address limits. */
export const newIp = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A random mainland mobile number (never one of the demo users). */
export const newPhone = () => `1${randomInt(5, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export interface RequestOptions {
  body?: unknown;
  /** a body sent as is, with its content type */
  raw?: { type: string; data: string };
  token?: string;
  headers?: Record<string, string>;
}

/** Sets or removes an environment variable (assigning undefined would store 'undefined'). */
export function restoreEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/** A browser: its own source address, and the token it logged in with. */
export class Client {
  token = '';
  constructor(
    readonly env: { readonly baseUrl: string; readonly db: Db },
    readonly ip: string = newIp(),
  ) {}

  async request<T = unknown>(method: string, urlPath: string, opts: RequestOptions = {}): Promise<Answer<T>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send<T>(method, urlPath, opts);
      } catch (err) {
        // A write that broke (EPIPE) never delivered the whole body, so the server cannot have acted
        // on it: send it again. Seen rarely under load with bodies the server refuses (over its body
        // limit) before reading them whole; other errors fail the test.
        if ((err as { cause?: NodeJS.ErrnoException }).cause?.code !== 'EPIPE' || attempt === 3) throw err;
      }
    }
  }

  private send<T>(method: string, urlPath: string, opts: RequestOptions): Promise<Answer<T>> {
    const url = new URL(urlPath, this.env.baseUrl);
    const payload = opts.raw?.data ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    const headers: Record<string, string> = { 'Form-type': 'pc', ...opts.headers };
    if (payload !== undefined) headers['content-type'] = opts.raw?.type ?? 'application/json';
    const token = opts.token ?? this.token;
    if (token && !opts.headers?.authorization) headers['X-Token'] = token;
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = http.request(
        // a connection per request: a kept-alive one the server has just closed fails the next write (EPIPE)
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method,
          headers,
          localAddress: this.ip,
          agent: false,
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (err) => reject(new Error(`${method} ${urlPath}: the answer was cut off (${err.message})`)));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ http: res.statusCode ?? 0, body: JSON.parse(text) as Answer<T>['body'], headers: new Headers() });
          });
        },
      );
      req.on('error', (err) => {
        // the server answered before it closed on the rest of the body: that answer stands
        if (answered) return;
        reject(new Error(`${method} ${urlPath} (${payload?.length ?? 0} chars): ${err.message}`, { cause: err }));
      });
      req.end(payload);
    });
  }

  get = <T = unknown>(urlPath: string, opts?: RequestOptions) => this.request<T>('GET', urlPath, opts);
  post = <T = unknown>(urlPath: string, body?: unknown, opts?: RequestOptions) =>
    this.request<T>('POST', urlPath, { ...opts, body });

  /** A solved captcha: the proof of work done as a browser does it. */
  async captcha() {
    const { body } = await this.get<CaptchaAnswer>('/api/captcha');
    return { key: body.data.key, code: await solveCaptcha(body.data.captcha) };
  }

  /** POST /api/auth/verify with a solved captcha. */
  async sendCode(phone: string, type = 'login', area_id: number | string = 19) {
    const captcha = await this.captcha();
    return this.post('/api/auth/verify', { phone, type, area_id, ...captcha });
  }

  /** The latest code in the dev outbox for a phone. */
  async lastCode(phone: string): Promise<string> {
    const { body } = await this.get<OutboxMessage[]>(`/api/dev/sms_outbox?phone=${phone}`);
    if (!body.data[0]) throw new Error(`no SMS for ${phone}`);
    return body.data[0].code;
  }

  /** Sends a code and reads it back from the outbox. */
  async code(phone: string, type = 'login', area_id: number | string = 19): Promise<string> {
    const sent = await this.sendCode(phone, type, area_id);
    if (sent.body.status !== 200) throw new Error(`sending a code failed: ${sent.body.message}`);
    return this.lastCode(phone);
  }

  /** Registers a new user and returns its phone. */
  async register(pwd = 'shop2mall8', phone = newPhone()): Promise<string> {
    const sms_code = await this.code(phone);
    const res = await this.post('/api/auth/register', { phone, sms_code, pwd, user_type: 'pc', area_id: 19 });
    if (res.body.status !== 200) throw new Error(`register failed: ${res.body.message}`);
    return phone;
  }

  /** Logs in with a password; keeps and returns the token. */
  async login(account: string, password = 'shop2mall8') {
    this.token = okData(loginAnswer, await this.post('/api/auth/login', { account, password }), 'login').token;
    return this.token;
  }
}

/** Moves rows back in time (instead of waiting). */
export async function age(
  db: Db,
  table: 'sms_code' | 'captcha' | 'login_attempt' | 'qr_login' | 'user_token',
  where: ReturnType<typeof sql>,
  seconds: number,
) {
  await db.execute(
    sql`update ${sql.identifier(table)} set created_at = created_at - make_interval(secs => ${seconds}) where ${where}`,
  );
}

/** Rows a client (address) and some phones have written, table by table. */
export async function footprint(db: Db, ip: string, phones: string[]) {
  const list = phones.length > 0 ? phones : [''];
  return {
    captcha: await db.$count(schema.captcha, eq(schema.captcha.ip, ip)),
    sms_code: await db.$count(schema.smsCode, eq(schema.smsCode.ip, ip)),
    login_attempt: await db.$count(schema.loginAttempt, eq(schema.loginAttempt.ip, ip)),
    qr_login: await db.$count(schema.qrLogin, eq(schema.qrLogin.ip, ip)),
    user_token: await db.$count(schema.userToken, eq(schema.userToken.ip, ip)),
    sms_outbox: await db.$count(schema.smsOutbox, inArray(schema.smsOutbox.phone, list)),
    users: await db.$count(schema.users, inArray(schema.users.phone, list)),
  };
}
