import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { users, userToken } from '../../db/schema';
import { readToken, requireUser } from '../../http/auth';
import { sessionUidsOf } from './session-uids';

/** Session lifetime: 7 days, the client's auth cookie max age. */
export const TOKEN_TTL_SECONDS = 604_800;
/** Longer strings are never our tokens (43 characters); they are refused without a query. */
const MAX_TOKEN_LENGTH = 128;

export type UserRow = typeof users.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new session token (256 random bits), the hash to store (never the token itself) and the
 * expiry to store with it. Shoppers' and merchant staff's sessions are both made this way.
 */
export function newSessionToken(ttlSeconds = TOKEN_TTL_SECONDS) {
  const token = randomBytes(32).toString('base64url');
  return { token, token_hash: hashToken(token), expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` };
}

/** Whether a presented string could be one of our tokens (longer ones are refused without a query). */
export const isTokenShaped = (token: string) => token.length > 0 && token.length <= MAX_TOKEN_LENGTH;

/** A new session for `uid`: only the sha256 of the token is stored. */
export async function issueToken(db: Db, uid: number, ip: string) {
  const { token, token_hash, expires_at } = newSessionToken();
  const [row] = await db
    .insert(userToken)
    .values({ uid, token_hash, ip, expires_at })
    .returning({ expires_at: userToken.expires_at });
  return { token, expires_time: Math.floor(row.expires_at.getTime() / 1000) };
}

const sessionUser = (db: Db) =>
  prepared(db, 'user_of_token', (d) =>
    d
      .select({ user: users, expires_at: userToken.expires_at })
      .from(userToken)
      .innerJoin(users, eq(users.uid, userToken.uid))
      .where(
        and(
          eq(userToken.token_hash, sql.placeholder('hash')),
          isNull(userToken.revoked_at),
          gt(userToken.expires_at, sql`now()`),
          eq(users.status, 1),
        ),
      )
      .prepare('user_of_token'),
  );

/** The session lookup of a token's hash; what it finds is also kept in the process's session cache. */
async function lookUp(db: Db, hash: string): Promise<UserRow | null> {
  const uids = sessionUidsOf(db);
  const generation = uids.begin();
  const [row] = await sessionUser(db).execute({ hash });
  if (!row) return null;
  uids.keep(hash, row.user.uid, row.expires_at, generation);
  return row.user;
}

/** The active user of a token that is known, unexpired and not revoked; otherwise null. */
export async function userForToken(db: Db, token: string): Promise<UserRow | null> {
  if (!isTokenShaped(token)) return null;
  return lookUp(db, hashToken(token));
}

/** The user id of such a token, from the session cache when it holds the token (./session-uids.ts). */
async function uidForToken(db: Db, token: string): Promise<number | null> {
  if (!isTokenShaped(token)) return null;
  const hash = hashToken(token);
  return sessionUidsOf(db).get(hash) ?? (await lookUp(db, hash))?.uid ?? null;
}

/** The resolver for `requireUser` from src/http/auth.ts. */
export const tokenResolver = (db: Db) => (token: string) => userForToken(db, token);

/** The logged-in user of a request, or `{status: 410000, message: '请登录'}` (HTTP 401). */
export const currentUser = (db: Db, req: FastifyRequest) => requireUser(req, tokenResolver(db));

/**
 * The logged-in user's id, refused like `currentUser`: for the routes a crowd hits that need
 * nothing else of the user, answered from the session cache when it holds the token.
 */
export const currentUid = (db: Db, req: FastifyRequest) => requireUser(req, (token) => uidForToken(db, token));

/** Ends the session of the request's token, if it has one. */
export async function revokeRequestToken(db: Db, req: FastifyRequest): Promise<void> {
  const token = readToken(req);
  if (!token || token.length > MAX_TOKEN_LENGTH) return;
  const hash = hashToken(token);
  await db
    .update(userToken)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(userToken.token_hash, hash), isNull(userToken.revoked_at)));
  // this process before answering; the others when the database's notification reaches them
  sessionUidsOf(db).forget(hash);
}

/** Ends every session of a user (password change). */
export async function revokeAllTokens(db: Db, uid: number): Promise<void> {
  await db
    .update(userToken)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(userToken.uid, uid), isNull(userToken.revoked_at)));
}
