import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { ApiError } from '../../http/envelope';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Options['algorithm'];
/** argon2id with the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes running at once (each takes ~20 ms of one core and 19 MiB) and the most that may wait. */
const MAX_RUNNING = 2;
const MAX_WAITING = 200;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` when one of the MAX_RUNNING slots is free; too long a queue answers 503. */
async function withSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new ApiError(503, '服务繁忙，请稍后再试');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next(); // the slot passes to the next waiter
    else running--;
  }
}

export const hashPassword = (password: string) => withSlot(() => hash(password, ARGON2_OPTIONS));

/** Whether `password` matches the stored hash; a malformed hash is a mismatch. */
export const verifyPassword = (stored: string, password: string) =>
  withSlot(() => verify(stored, password).catch(() => false));

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of a real check when there is no hash to check (unknown account, SMS-only
 * user), so the answer time does not tell whether an account exists.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
