import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const DAY = 86_400;
// unset or empty: the default
const seconds = () => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional());

/** Timers, in seconds (apps/api/README.md, "Timed jobs"); tests and e2e shorten them. */
const timerSchema = z.object({
  /** how often each timed job runs (src/jobs/registry.ts) */
  ORDER_JOB_INTERVAL_SECONDS: seconds().default(10),
  /** unpaid group orders close this long after creation */
  ORDER_CLOSE_SECONDS: seconds().default(900),
  /** shipped orders count as received this long after shipping */
  ORDER_TAKE_SECONDS: seconds().default(15 * DAY),
  /** refunds can be asked for until this long after receipt */
  AFTER_SALES_SECONDS: seconds().default(15 * DAY),
  /** refunds the merchant leaves unanswered are agreed after this long */
  REFUND_AGREE_SECONDS: seconds().default(7 * DAY),
  /** brokerage stays frozen this long after receipt; unset: the setting spread_freeze_days */
  SPREAD_FREEZE_SECONDS: seconds(),
  /** a flash-sale buy-now holds its pieces this long for the checkout (src/modules/seckill/gate) */
  SECKILL_HOLD_SECONDS: seconds().default(120),
});

/**
 * The captcha's proof of work: the server picks the counter below MALL_CAPTCHA_MAX_COUNTER, so a
 * solver tries about half as many PBKDF2 keys (src/modules/auth/captcha.ts). Test stacks lower it.
 */
const captchaSchema = z.object({ MALL_CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(1).max(100_000).default(400) });

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  /** Redis (redis://…): realtime pub/sub and the flash sale's stock gate between API processes; without it, one process's */
  REDIS_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data/pglite')),
  UPLOAD_DIR: z.string().default(path.join(repoRoot, 'data/uploads')),
  RELEASES_DIR: z.string().default(path.join(repoRoot, 'releases')),
  /** release managers' key; when unset, one is generated into RELEASE_KEY_FILE for the local CLI */
  MALL_RELEASE_KEY: z.string().min(16).optional(),
  RELEASE_KEY_FILE: z.string().default(path.join(repoRoot, 'data/release-key')),
  /** operators' key (pnpm mall jobs|credit|backup); when unset, one is generated into OPERATOR_KEY_FILE for the local CLI */
  MALL_OPERATOR_KEY: z.string().min(16).optional(),
  OPERATOR_KEY_FILE: z.string().default(path.join(repoRoot, 'data/operator-key')),
  SEED_GOODS: z.coerce.number().int().min(1).default(600),
  /** who may set X-Forwarded-For: the shell server on this machine by default */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /** 'allow': with NODE_ENV=production the API still starts with the sandbox payment gateway on (a demo) */
  PAY_SANDBOX: z.enum(['allow']).optional(),
  /** origins besides the request's own host whose pages may open the API's WebSockets, comma-separated */
  SITE_ORIGINS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((o) => o.trim()).filter(Boolean)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...timerSchema.shape,
  ...captchaSchema.shape,
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export interface Timers {
  jobIntervalSeconds: number;
  orderCloseSeconds: number;
  orderTakeSeconds: number;
  afterSalesSeconds: number;
  refundAgreeSeconds: number;
  /** undefined: the distribution setting's days */
  spreadFreezeSeconds: number | undefined;
}

export const timersOf = (c: z.infer<typeof timerSchema>): Timers => ({
  jobIntervalSeconds: c.ORDER_JOB_INTERVAL_SECONDS,
  orderCloseSeconds: c.ORDER_CLOSE_SECONDS,
  orderTakeSeconds: c.ORDER_TAKE_SECONDS,
  afterSalesSeconds: c.AFTER_SALES_SECONDS,
  refundAgreeSeconds: c.REFUND_AGREE_SECONDS,
  spreadFreezeSeconds: c.SPREAD_FREEZE_SECONDS,
});

/** The timers alone (an app built without a config: tests, CLIs). */
export function loadTimers(env: NodeJS.ProcessEnv = process.env): Timers {
  const parsed = timerSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return timersOf(parsed.data);
}

export function loadCaptchaMaxCounter(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = captchaSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  return parsed.data.MALL_CAPTCHA_MAX_COUNTER;
}

/** The dev SMS outbox (GET /api/dev/sms_outbox) is served only in development, or when MALL_DEV_SMS_OUTBOX=1 (tests). */
export const loadDevOutbox = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.NODE_ENV === 'development' || env.MALL_DEV_SMS_OUTBOX === '1';
