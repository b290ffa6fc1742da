/**
 * The local sandbox gateway, served by the API. A QR payment is a session with a random code;
 * the code URL opens a cashier page where a person confirms the payment (the stand-in for the
 * phone). The gateway then notifies `/api/notice/<provider>` asynchronously, signed with
 * HMAC-SHA256 under a key kept in `system_config` (made at random on first use, shared by every
 * API process), and repeats the notification until it is acknowledged.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payRefund, paySession, systemConfig } from '../../db/schema';
import type { PaymentProvider, ProviderName, VerifiedNotice } from './provider';

/** A QR code is valid for 180 s. */
export const QR_TTL_SECONDS = 180;
const KEY_NAME = 'pay_sandbox_key';
const SIGNED_FIELDS = ['amount', 'nonce', 'out_trade_no', 'provider', 'timestamp', 'trade_no'] as const;

export async function sandboxKey(db: Db): Promise<string> {
  await db
    .insert(systemConfig)
    .values({ key: KEY_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, KEY_NAME));
  return String(row.value);
}

export function signNotice(key: string, fields: Record<string, string>): string {
  const text = SIGNED_FIELDS.map((f) => `${f}=${fields[f] ?? ''}`).join('&');
  return createHmac('sha256', key).update(text).digest('hex');
}

export function sandboxProvider(name: ProviderName): PaymentProvider {
  return {
    sandbox: true,
    async createQr(db, order, origin) {
      const code = randomBytes(24).toString('base64url');
      await db.insert(paySession).values({
        code,
        provider: name,
        group_order_id: order.group_order_id,
        out_trade_no: order.out_trade_no,
        amount: order.pay_price,
        expires_at: sql`now() + make_interval(secs => ${QR_TTL_SECONDS})`,
      });
      return { code_url: `${origin}/api/pay/sandbox/${code}`, expires_in: QR_TTL_SECONDS };
    },

    async verify(db, payload): Promise<VerifiedNotice | null> {
      if (payload.provider !== name || typeof payload.sign !== 'string' || !/^[0-9a-f]{64}$/.test(payload.sign))
        return null;
      const expected = Buffer.from(signNotice(await sandboxKey(db), payload), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(payload.sign, 'hex'))) return null;
      if (!/^\d{1,10}$/.test(payload.amount ?? '') || !payload.trade_no || !payload.out_trade_no) return null;
      return {
        out_trade_no: payload.out_trade_no,
        trade_no: payload.trade_no,
        amount: Number(payload.amount),
        payload,
      };
    },

    async refund(db, req) {
      await db
        .insert(payRefund)
        .values({ provider: name, ...req, refund_no: `SBR${Date.now()}${randomBytes(6).toString('hex')}` })
        .onConflictDoNothing({ target: payRefund.out_refund_no });
      const [row] = await db.select().from(payRefund).where(eq(payRefund.out_refund_no, req.out_refund_no));
      return { refund_no: row.refund_no };
    },
  };
}

export type Session = typeof paySession.$inferSelect;

export async function findSession(db: Db, code: string): Promise<(Session & { expired: boolean }) | null> {
  const [row] = await db
    .select({ session: paySession, expired: sql<boolean>`${paySession.expires_at} <= now()` })
    .from(paySession)
    .where(eq(paySession.code, code));
  return row ? { ...row.session, expired: row.expired } : null;
}

/** The person confirmed on the cashier page: the session is paid (once) and gets a transaction id. */
export async function confirmSession(db: Db, code: string): Promise<Session | null> {
  const [row] = await db
    .update(paySession)
    .set({ status: 'paid', trade_no: `SBX${Date.now()}${randomBytes(6).toString('hex')}` })
    .where(and(eq(paySession.code, code), eq(paySession.status, 'open'), sql`${paySession.expires_at} > now()`))
    .returning();
  return row ?? null;
}

/** The signed notification of a paid session. */
export async function noticeFor(db: Db, s: Session): Promise<Record<string, string>> {
  const fields: Record<string, string> = {
    provider: s.provider,
    out_trade_no: s.out_trade_no,
    trade_no: s.trade_no ?? '',
    amount: String(s.amount),
    nonce: randomBytes(8).toString('hex'),
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  return { ...fields, sign: signNotice(await sandboxKey(db), fields) };
}

export async function markNotified(db: Db, id: number, acknowledged: boolean) {
  await db
    .update(paySession)
    .set({
      notify_attempts: sql`${paySession.notify_attempts} + 1`,
      notified_at: acknowledged ? sql`now()` : null,
    })
    .where(eq(paySession.id, id));
}

/** Paid sessions whose notification was not acknowledged yet (at most 10 tries). */
export async function unnotifiedSessions(db: Db): Promise<Session[]> {
  return db
    .select()
    .from(paySession)
    .where(and(eq(paySession.status, 'paid'), isNull(paySession.notified_at), lt(paySession.notify_attempts, 10)))
    .limit(50);
}
