import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A developer's own build of one remote in place of the released one, for their browser only
 * (`pnpm dev <app>`): a cookie signed with the release key, like the QA pin (release-pin.ts).
 */
export const DEV_OVERRIDE_COOKIE = 'mall_dev_override';

export interface DevOverride {
  app: string;
  /** the base URL of the developer's remoteEntry.js, e.g. http://localhost:5101 */
  url: string;
}

/** No /__dev route and no override cookie in production mode. */
export function devOverridesAllowed(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV !== 'production' && env.MALL_PRODUCTION !== '1';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * The base URL (no trailing slash, query or fragment) when `raw` is a local development origin,
 * http://localhost:<port> or http://127.0.0.1:<port>; otherwise null. Only the developer's own
 * machine may serve code into their page.
 */
export function localDevUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || !LOCAL_HOSTS.has(url.hostname) || url.username || url.password) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

// "dev-override:" keeps these signatures apart from the QA pin's, made with the same key
const sign = (app: string, url: string, key: string) =>
  createHmac('sha256', key).update(`dev-override:${app}:${url}`).digest('base64url');

/** Cookie value `signature.app.base64url(url)`. */
export function overrideValue(app: string, url: string, key: string): string {
  return `${sign(app, url, key)}.${app}.${Buffer.from(url).toString('base64url')}`;
}

export function overrideCookie(app: string, url: string, key: string): string {
  return `${DEV_OVERRIDE_COOKIE}=${overrideValue(app, url, key)}; Path=/; HttpOnly; SameSite=Lax`;
}

export const CLEAR_OVERRIDE_COOKIE = `${DEV_OVERRIDE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The override when the cookie is validly signed and still names a local origin; otherwise null. */
export function readOverride(value: string | undefined, key: string): DevOverride | null {
  if (!value || !key) return null;
  const match = /^([\w-]{43})\.([a-z][a-z0-9-]{1,31})\.([\w-]+)$/.exec(value);
  if (!match) return null;
  const [, signature, app, encodedUrl] = match;
  const url = localDevUrl(Buffer.from(encodedUrl, 'base64url').toString());
  if (!url) return null;
  const expected = Buffer.from(sign(app, url, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { app, url } : null;
}
