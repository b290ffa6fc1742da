import { describe, expect, it } from 'vitest';
import { hashPassword, hashSlots, slotLimiter, verifyNothing, verifyPassword } from './password';

/** A task that runs until `finish()` is called. */
function pending() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish };
}

/**
 * A waiting task would have started within this if it were wrongly woken: the limiter has no
 * timers, only promises, so a wrong wake-up comes within a few turns of the event loop. Nothing
 * can be watched instead: the assertion is that nothing happens.
 */
const NO_START_WINDOW_MS = 20;

describe('password hashing', () => {
  it('argon2id with 19 MiB, 2 passes, 1 lane; verifies the right password only', async () => {
    const started = performance.now();
    const hash = await hashPassword('abc12345');
    const ms = performance.now() - started;
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'abc12345')).toBe(true);
    expect(await verifyPassword(hash, 'abc12346')).toBe(false);
    expect(await verifyPassword('not a hash', 'abc12345')).toBe(false);
    expect(await verifyNothing('abc12345')).toBe(false);
    console.info(`argon2id hash: ${ms.toFixed(1)} ms`);
  });

  it('never runs more than 2 hashes at once; the rest wait their turn', async () => {
    const hashes = Array.from({ length: 6 }, (_, i) => hashPassword(`abc1234${i}`));
    expect(hashSlots.running).toBe(2);
    expect(hashSlots.waiting).toBe(4);
    expect(new Set(await Promise.all(hashes)).size).toBe(6);
    expect([hashSlots.running, hashSlots.waiting]).toEqual([0, 0]);
  });

  it('a full line answers 503 at once; a failed task frees its slot', async () => {
    const slots = slotLimiter(1, 2);
    const first = pending();
    const order: string[] = [];
    const a = slots.run(first.task);
    const b = slots.run(async () => void order.push('b started'));
    const c = slots.run(() => Promise.reject(new Error('boom')));
    await expect(slots.run(async () => 'd')).rejects.toMatchObject({ status: 503, httpStatus: 503 });
    expect([slots.running, slots.waiting]).toEqual([1, 2]);
    await new Promise((resolve) => setTimeout(resolve, NO_START_WINDOW_MS));
    expect(order).toEqual([]); // b waits for a
    first.finish();
    await Promise.all([a, b, expect(c).rejects.toThrow('boom')]);
    expect(order).toEqual(['b started']);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
    expect(await slots.run(async () => 'e')).toBe('e');
  });
});
