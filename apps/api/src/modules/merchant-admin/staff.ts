/**
 * Merchant staff sessions: accounts of their own (not shoppers), argon2 passwords, tokens made
 * and checked like shoppers' (auth/token.ts) but kept in their own table.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { merchant, merchantStaff, merchantStaffToken } from '../../db/schema';
import { readToken, requireUser } from '../../http/auth';
import { badRequest } from '../../http/envelope';
import { hashPassword, verifyNothing, verifyPassword } from '../auth/password';
import { beginLoginAttempt, loginSucceeded } from '../auth/throttle';
import { hashToken, isTokenShaped, newSessionToken } from '../auth/token';

/** Staff sessions last 12 hours. */
export const STAFF_TOKEN_TTL_SECONDS = 43_200;

export interface Staff {
  id: number;
  account: string;
  real_name: string;
  mer_id: number;
  mer_name: string;
}

const staffColumns = {
  id: merchantStaff.id,
  account: merchantStaff.account,
  real_name: merchantStaff.real_name,
  mer_id: merchantStaff.mer_id,
  mer_name: merchant.mer_name,
};

/** Staff accounts are throttled apart from shoppers' ('uid:<uid>', 'name:<account>') under their own key. */
const staffAttemptKey = (account: string) => `merchant:${account.toLowerCase()}`.slice(0, 80);

export async function staffLogin(db: Db, account: string, password: string, ip: string) {
  const key = staffAttemptKey(account);
  await beginLoginAttempt(db, key, ip);
  const [row] = await db
    .select({ ...staffColumns, pwd: merchantStaff.pwd, status: merchantStaff.status })
    .from(merchantStaff)
    .innerJoin(merchant, eq(merchant.id, merchantStaff.mer_id))
    .where(eq(merchantStaff.account, account));
  const good = row ? await verifyPassword(row.pwd, password) : await verifyNothing(password);
  if (!row || !good) throw badRequest('账号或密码错误');
  await loginSucceeded(db, key);
  if (row.status !== 1) throw badRequest('账号已被禁用');
  const { token, token_hash, expires_at } = newSessionToken(STAFF_TOKEN_TTL_SECONDS);
  const [session] = await db
    .insert(merchantStaffToken)
    .values({ staff_id: row.id, token_hash, ip, expires_at })
    .returning({ expires_at: merchantStaffToken.expires_at });
  const { pwd: _pwd, status: _status, ...staff } = row;
  return { token, expires_time: Math.floor(session.expires_at.getTime() / 1000), staff };
}

export async function staffForToken(db: Db, token: string): Promise<Staff | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select(staffColumns)
    .from(merchantStaffToken)
    .innerJoin(merchantStaff, eq(merchantStaff.id, merchantStaffToken.staff_id))
    .innerJoin(merchant, eq(merchant.id, merchantStaff.mer_id))
    .where(
      and(
        eq(merchantStaffToken.token_hash, hashToken(token)),
        isNull(merchantStaffToken.revoked_at),
        gt(merchantStaffToken.expires_at, sql`now()`),
        eq(merchantStaff.status, 1),
      ),
    );
  return row ?? null;
}

/** The signed-in staff member of a request, or 410000 (HTTP 401). */
export const currentStaff = (db: Db, req: FastifyRequest) => requireUser(req, (t) => staffForToken(db, t));

export async function staffLogout(db: Db, req: FastifyRequest) {
  const token = readToken(req);
  if (!token || !isTokenShaped(token)) return;
  await db
    .update(merchantStaffToken)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(merchantStaffToken.token_hash, hashToken(token)), isNull(merchantStaffToken.revoked_at)));
}

/** Creates or resets a staff account (seed, CLI). */
export async function saveStaff(db: Db, s: { mer_id: number; account: string; password: string; real_name: string }) {
  const pwd = await hashPassword(s.password);
  await db
    .insert(merchantStaff)
    .values({ mer_id: s.mer_id, account: s.account, pwd, real_name: s.real_name })
    .onConflictDoUpdate({ target: merchantStaff.account, set: { pwd, mer_id: s.mer_id, real_name: s.real_name } });
}
