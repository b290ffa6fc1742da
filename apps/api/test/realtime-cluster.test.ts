import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LiveViewers, ServiceMessageEvent, ServiceSent } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema';
import { createRedis } from '../src/lib/redis';
import { CatalogEnv } from './catalog-fixture';
import { newShopper } from './checkout-fixture';
import { target } from './helpers';
import { REDIS_URL as redisUrl, redisUnreachable } from './redis-target';
import { openSocket, wsUrl, type TestSocket } from './socket';

const skip =
  target.driver !== 'pg'
    ? 'two API processes need a PostgreSQL server (one PGlite folder opens in one process only)'
    : (target.skip ?? (await redisUnreachable()));
if (skip && target.driver === 'pg') console.warn(`[realtime-cluster] skipped: ${skip}`);

describe.skipIf(Boolean(skip))(
  `two API workers on one database and one Redis${skip ? ` — skipped: ${skip}` : ''}`,
  () => {
    // a prefix of this run's own, so parallel runs on the same Redis never hear each other
    const prefix = `mall-test:${randomBytes(4).toString('hex')}:`;
    const workers = [new CatalogEnv(), new CatalogEnv()];
    const closers: Array<() => Promise<unknown>> = [];
    const sockets: TestSocket[] = [];
    let uploadDir = '';

    beforeAll(async () => {
      uploadDir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-cluster-'));
      for (const worker of workers) {
        worker.database = await openDatabase({ databaseUrl: target.databaseUrl!, dataDir: '' });
        const app = await buildApp({
          database: worker.database,
          uploadDir,
          logger: false,
          realtime: { redisUrl, redisPrefix: prefix },
        });
        worker.baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
        closers.push(
          () => app.close(),
          () => worker.database.close(),
        );
      }
    });

    afterAll(async () => {
      sockets.forEach((s) => s.ws.close());
      for (const close of closers) await close();
      await rm(uploadDir, { recursive: true, force: true });
    });

    const connect = async (baseUrl: string, token: string) => {
      const s = openSocket(wsUrl(baseUrl, '/api/service/ws'), { 'X-Token': token });
      sockets.push(s);
      await s.ready;
      // the unread count comes through Redis too: once it is here, the socket's channel is subscribed
      await s.next((f) => f.type === 'unread');
      return s;
    };

    it('a chat message sent through worker A reaches the shopper’s sockets on worker B and on A, once each', async () => {
      const [a, b] = workers;
      const shopper = await newShopper(a);
      const onB = await connect(b.baseUrl, shopper.token);
      const onA = await connect(a.baseUrl, shopper.token);

      const text = `跨进程消息 ${randomBytes(3).toString('hex')}`;
      const sent = await shopper.post<ServiceSent>('/api/service/send', {
        mer_id: 0,
        type: 'text',
        content: { text },
        client_msg_id: randomBytes(8).toString('hex'),
      });
      expect(sent.body.status, sent.body.message).toBe(200);

      const isIt = (f: { type: string; data?: unknown }) =>
        f.type === 'message' && (f.data as ServiceMessageEvent).message.id === sent.body.data.message.id;
      for (const socket of [onB, onA]) {
        const frame = await socket.next(isIt);
        expect((frame.data as ServiceMessageEvent).message.content).toEqual({ text });
      }
      expect(onA.frames.filter(isIt)).toHaveLength(1);
      expect(onB.frames.filter(isIt)).toHaveLength(1);
    });

    it('a live room’s online figure counts the viewers on every worker', async () => {
      const [a, b] = workers;
      const [room] = await a.db
        .select({ id: schema.liveRoom.id })
        .from(schema.liveRoom)
        .where(eq(schema.liveRoom.status, 1))
        .limit(1);
      const join = async (baseUrl: string) => {
        const s = openSocket(wsUrl(baseUrl, `/api/live/socket/${room.id}`));
        sockets.push(s);
        await s.ready;
        return s;
      };
      const online = (n: number) => (f: { type: string; data?: unknown }) =>
        f.type === 'live.viewers' && (f.data as LiveViewers).online === n;
      const first = await join(a.baseUrl);
      await first.next(online(1));
      const second = await join(b.baseUrl);
      await second.next(online(2));
      await first.next(online(2));
      const third = await join(a.baseUrl);
      await third.next(online(3));
      await first.next(online(3));

      const seen = first.frames.length;
      second.ws.close();
      // the viewers left on worker A hear that the viewer on worker B has gone
      await expect.poll(() => first.frames.slice(seen).some(online(2))).toBe(true);
    });

    it('a worker leaves the Redis channel when its last socket on it closes', async () => {
      const [, b] = workers;
      const shopper = await newShopper(b);
      const socket = await connect(b.baseUrl, shopper.token);
      const redis = createRedis(redisUrl, 'test-observer');
      try {
        const listeners = async () => {
          const [, n] = (await redis.pubsub('NUMSUB', `${prefix}service:user:${shopper.uid}`)) as [string, number];
          return Number(n);
        };
        expect(await listeners()).toBe(1);
        socket.ws.close();
        await expect.poll(listeners).toBe(0);
      } finally {
        redis.disconnect();
      }
    });
  },
);
