import { afterAll, expect, it } from 'vitest';
import { createRedis } from '../lib/redis';
import type { ServerMessage } from './envelope';
import { redisHub } from './redis-hub';

// Nothing listens on port 1: the hub's connections keep trying while the test runs.
const unreachable = 'redis://127.0.0.1:1';
const errors: Error[] = [];
const hub = redisHub({
  publisher: createRedis(unreachable, 'test-publisher', (e) => errors.push(e)),
  subscriber: createRedis(unreachable, 'test-subscriber', (e) => errors.push(e)),
  onError: (e) => errors.push(e),
});
afterAll(() => hub.close());

it('without Redis, events still reach the sockets of this process', () => {
  const got: ServerMessage[] = [];
  const socket = { send: (m: ServerMessage) => got.push(m) };
  hub.subscribe('service:user:1', socket);
  hub.publish('service:user:1', { type: 'unread', data: { count: 2 } });
  expect(got).toEqual([{ type: 'unread', data: { count: 2 } }]);
  expect(hub.count('service:user:1')).toBe(1);
  hub.unsubscribeAll(socket);
  expect(hub.count('service:user:1')).toBe(0);
});
