import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { readToken } from '../../http/auth';
import { userForToken, type UserRow } from '../auth/token';

/** The logged-in user of a public page's request, or null: a guest or a stale token just browses. */
export async function optionalUser(db: Db, req: FastifyRequest): Promise<UserRow | null> {
  const token = readToken(req);
  return token ? userForToken(db, token) : null;
}
