import { createHmac, timingSafeEqual } from 'node:crypto';

/** The QA cookie that pins a candidate version of one app for one browser (`pnpm release pin`). */
export const PIN_COOKIE = 'mall_release_pin';

const sign = (app: string, version: string, key: string) =>
  createHmac('sha256', key).update(`${app}@${version}`).digest('base64url');

/** Cookie value `app@version.signature`. */
export function pinValue(app: string, version: string, key: string): string {
  return `${app}@${version}.${sign(app, version, key)}`;
}

export function pinCookie(app: string, version: string, key: string): string {
  return `${PIN_COOKIE}=${encodeURIComponent(pinValue(app, version, key))}; Path=/; SameSite=Lax`;
}

/** The pinned app and version when the signature is valid; otherwise null (the cookie is ignored). */
export function readPin(value: string | undefined, key: string): { app: string; version: string } | null {
  if (!value || !key) return null;
  const match = /^([a-z][a-z0-9-]{1,31})@([0-9A-Za-z][0-9A-Za-z+_-]*(?:\.[0-9A-Za-z+_-]+)*)\.([\w-]{43})$/.exec(value);
  if (!match) return null;
  const [, app, version, signature] = match;
  const expected = Buffer.from(sign(app, version, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { app, version } : null;
}
