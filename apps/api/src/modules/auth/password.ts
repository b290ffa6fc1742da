import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { ApiError } from '../../http/envelope';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Options['algorithm'];
/** argon2id with the OWASP minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * At most `maxRunning` tasks at once; up to `maxWaiting` more wait in line, and past that a
 * call fails at once with 503 instead of piling up memory and latency.
 */
export function slotLimiter(maxRunning: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= maxRunning) {
        if (waiting.length >= maxWaiting) throw new ApiError(503, '服务繁忙，请稍后再试', 503);
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
    },
  };
}

/** Hashes running at once (each takes one core for tens of ms and 19 MiB) and the most that may wait. */
export const hashSlots = slotLimiter(2, 200);
const withSlot = <T>(task: () => Promise<T>) => hashSlots.run(task);

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
