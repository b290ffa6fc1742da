import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

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
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
