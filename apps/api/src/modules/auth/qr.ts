import { randomBytes } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { qrLogin, users, type QrLoginState } from '../../db/schema';
import { ApiError, badRequest } from '../../http/envelope';
import { readSettings } from '../site/service';
import { loginAnswer, type ClientInfo } from './service';

/** A QR key lives 10 minutes. */
export const QR_TTL_SECONDS = 600;
export type QrChannel = 'pc' | 'app';
export type QrAction = 'scan' | 'confirm' | 'cancel';

/** PNG size of the QR images */
export const QR_IMAGE_OPTIONS = { margin: 1, width: 200 };

const alive = sql`${qrLogin.created_at} > now() - make_interval(secs => ${QR_TTL_SECONDS})`;

/** The page the phone opens: our own site, never a host taken from the request body. */
export async function confirmUrl(db: Db, fallbackOrigin: string, key: string) {
  const { site_url } = await readSettings(db, ['site_url']);
  const base = (site_url || fallbackOrigin).replace(/\/+$/, '');
  return `${base}/login/scan_confirm?key=${encodeURIComponent(key)}`;
}

/** A new QR login: its key and a PNG data URL of the confirm page's address. */
export async function createQrLogin(db: Db, channel: QrChannel, client: ClientInfo & { origin: string }) {
  const key = randomBytes(24).toString('base64url');
  await db.insert(qrLogin).values({ key, channel, ip: client.ip });
  const image = await QRCode.toDataURL(await confirmUrl(db, client.origin, key), QR_IMAGE_OPTIONS);
  return { key, image };
}

const waitingMessages: Partial<Record<QrLoginState, string>> = {
  new: '等待扫码',
  scanned: '已扫码，请在手机上确认登录',
};
const closedMessages: Partial<Record<QrLoginState, string>> = {
  expired: '二维码已过期，请刷新',
  refused: '已取消登录',
  consumed: '二维码已失效，请刷新',
};

/**
 * One poll of the login page. A confirmed key is consumed by a conditional UPDATE, so of
 * concurrent polls exactly one gets the token. Answers 200 with the login, 201 while waiting,
 * 400 when the key is expired, refused, consumed or unknown.
 */
export async function checkQrLogin(db: Db, channel: QrChannel, key: string, client: ClientInfo) {
  const mine = and(eq(qrLogin.key, key), eq(qrLogin.channel, channel));
  const [won] = await db
    .update(qrLogin)
    .set({ state: 'consumed', updated_at: sql`now()` })
    .where(and(mine, eq(qrLogin.state, 'confirmed'), alive))
    .returning({ uid: qrLogin.uid });
  if (won?.uid) {
    const [user] = await db.select().from(users).where(eq(users.uid, won.uid));
    if (!user) throw badRequest('二维码已失效，请刷新');
    return { status: 200, message: '登录成功', data: await loginAnswer(db, user, client) };
  }
  const [row] = await db
    .select({ state: qrLogin.state, alive: sql<boolean>`${alive}` })
    .from(qrLogin)
    .where(mine);
  if (!row) throw badRequest('二维码不存在，请刷新');
  const state = row.state as QrLoginState;
  const waiting = waitingMessages[state];
  if (waiting && row.alive) return { status: 201, message: waiting, data: { state } };
  if (!row.alive && ['new', 'scanned', 'confirmed'].includes(state)) {
    await db
      .update(qrLogin)
      .set({ state: 'expired', updated_at: sql`now()` })
      .where(and(mine, inArray(qrLogin.state, ['new', 'scanned', 'confirmed'])));
    throw badRequest(closedMessages.expired!);
  }
  // confirmed and alive: confirmed after our UPDATE above; the next poll gets the token
  if (state === 'confirmed') return { status: 201, message: '已确认，正在登录', data: { state } };
  throw badRequest(closedMessages[state] ?? '二维码已失效，请刷新');
}

const actionMessages: Record<QrAction, string> = { scan: '已扫码', confirm: '已确认登录', cancel: '已取消登录' };

/**
 * The phone side, logged in as `uid`: scan (new → scanned), confirm (→ confirmed) or cancel
 * (→ refused). Once scanned, only the same user can act on it; that user may open the confirm
 * page again (scan again) without losing the key.
 */
export async function actOnQrLogin(db: Db, key: string, action: QrAction, uid: number) {
  const open = or(eq(qrLogin.state, 'new'), and(eq(qrLogin.state, 'scanned'), eq(qrLogin.uid, uid)));
  const next = { scan: 'scanned', confirm: 'confirmed', cancel: 'refused' } as const;
  const moved = await db
    .update(qrLogin)
    .set({ state: next[action], uid, updated_at: sql`now()` })
    .where(and(eq(qrLogin.key, key), open, alive))
    .returning({ key: qrLogin.key });
  if (moved.length === 0) throw new ApiError(400, '二维码已失效，请刷新后重新扫码');
  return actionMessages[action];
}
