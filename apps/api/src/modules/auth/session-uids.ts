/**
 * Which user a session token belongs to, kept in memory by each API process so that the routes a
 * crowd hits (a flash sale's buy-now, check and create) need no session lookup: a shopper's
 * losing attempt then costs the database nothing. Kept only while the database's change
 * notifications are heard: revoking a token or changing an account's status notifies (migration
 * 0033) and every process forgets all it kept; this process also forgets a token it revokes
 * itself before answering. Only found tokens are kept, each until SESSION_UID_TTL_MS or its own
 * expiry, whichever comes first.
 */
import type { CacheWatcher } from '../../cache';

export const SESSION_UID_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

export class SessionUids implements CacheWatcher {
  readonly tables = ['user_token', 'users'] as const;
  private readonly entries = new Map<string, { uid: number; until: number }>();
  private live = false;
  /** moves with every drop: a lookup begun before it may have read a token since revoked */
  private generation = 0;

  get(hash: string): number | null {
    const held = this.entries.get(hash);
    if (!held) return null;
    if (held.until > Date.now()) return held.uid;
    this.entries.delete(hash);
    return null;
  }

  /** The generation to hand back to `keep` after the lookup. */
  begin(): number {
    return this.generation;
  }

  keep(hash: string, uid: number, expiresAt: Date, generation: number) {
    if (!this.live || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(hash, { uid, until: Math.min(Date.now() + SESSION_UID_TTL_MS, expiresAt.getTime()) });
  }

  forget(hash: string) {
    this.entries.delete(hash);
  }

  drop() {
    this.generation++;
    this.entries.clear();
  }

  setListening(live: boolean) {
    this.live = live;
    this.drop();
  }
}

const perDatabase = new WeakMap<object, SessionUids>();

/** The process's session cache for one database (kept only once a SharedCache watches it). */
export function sessionUidsOf(db: object): SessionUids {
  let uids = perDatabase.get(db);
  if (!uids) perDatabase.set(db, (uids = new SessionUids()));
  return uids;
}
