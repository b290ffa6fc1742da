import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { refundApplied } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runMall } from '../src/cli/mall-commands';
import { openDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { newShopper, unpaidOrder, useShopEnv } from './checkout-fixture';
import { describeApi, target } from './helpers';
import { TEST_OPERATOR_KEY } from './setup/target';

/** `pnpm mall …` against this file's running API; answers the exit code and the printed lines. */
async function mall(baseUrl: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runMall([...args, '--api', baseUrl], (l) => out.push(l), (l) => err.push(l));
  return { code, out, err };
}

describeApi('operators CLI through the API', () => {
  const env = useShopEnv();
  const staff = ['--account', 'merchant1', '--password', 'shop1234'];
  const operator = ['--key', TEST_OPERATOR_KEY];

  it('lists refunds and agrees one as the merchant; another merchant cannot touch it', async () => {
    const { s, created } = await unpaidOrder(env, { money: 1_000_000 });
    await s.ok('POST', `/api/order/pay/${created.group_order_id}`, { type: 'balance' });
    const [order] = await env.db.select().from(schema.storeOrder).where(eq(schema.storeOrder.uid, s.uid));
    const [{ id: productLine }] = await env.db
      .select({ id: schema.storeOrderProduct.id })
      .from(schema.storeOrderProduct)
      .where(eq(schema.storeOrderProduct.order_id, order.id));
    const applied = await s.okAs(refundApplied, 'POST', `/api/refund/apply/${order.id}`, {
      refund_message: '不想要了',
      type: 1,
      refund_type: 1,
      ids: [productLine],
    });
    const id = applied.refund_order_id;

    const listed = await mall(env.baseUrl, 'merchant', 'refunds', '1', '--status', '0', '--password', 'shop1234');
    expect(listed.code).toBe(0);
    expect(listed.out.find((l) => l.startsWith(`${id}\t${order.order_sn}\t`))).toMatch(/\t仅退款\t¥100\.00$/);

    const other = await mall(env.baseUrl, 'merchant', 'refund', 'agree', String(id), '--account', 'merchant2', '--password', 'shop1234');
    expect(other.code).toBe(1);
    const agreed = await mall(env.baseUrl, 'merchant', 'refund', 'agree', String(id), ...staff);
    expect(agreed).toMatchObject({ code: 0, out: [`refund ${id}: status 3`] });
    expect((await s.user()).now_money).toBe(1_000_000);
  });

  it('credits a balance and runs the jobs only with the operators key', async () => {
    const s = await newShopper(env);
    expect(await mall(env.baseUrl, 'credit', s.phone, '12.50', ...operator)).toMatchObject({
      code: 0,
      out: [`credited ¥12.50 to ${s.phone}; balance ¥12.50`],
    });
    expect((await s.user()).now_money).toBe(1250);
    const refused = await mall(env.baseUrl, 'credit', s.phone, '12.50', '--key', 'not-the-operator-key');
    expect(refused).toMatchObject({ code: 1, err: ['运维密钥无效'] });
    expect((await s.user()).now_money).toBe(1250);

    const jobs = await mall(env.baseUrl, 'jobs', ...operator);
    expect(jobs.code).toBe(0);
    expect(Object.keys(JSON.parse(jobs.out[0]))).toEqual(expect.arrayContaining(['closed', 'presellClosed', 'bargainsEnded']));
    expect((await mall(env.baseUrl, 'jobs', '--key', 'not-the-operator-key')).code).toBe(1);
  });

  it('says so when the API cannot be reached', async () => {
    const down = await mall('http://127.0.0.1:9', 'merchant', 'orders', '1', '--password', 'shop1234');
    expect(down.code).toBe(1);
    expect(down.err[0]).toContain('http://127.0.0.1:9');
  });

  it.skipIf(target.driver !== 'pg')('a backup on a PostgreSQL server is refused with the way to take one', async () => {
    const file = path.join(os.tmpdir(), `mall-backup-${process.pid}-${Date.now()}.tar.gz`);
    const refused = await mall(env.baseUrl, 'backup', file, ...operator);
    expect(refused).toMatchObject({ code: 1, err: ['该数据库为 PostgreSQL 服务器：请用 pg_dump 备份'] });
    await expect(stat(file)).rejects.toThrow();
  });

  it.skipIf(target.driver !== 'pglite')(
    'backup taken while the API runs, restored into the stopped mall: the order before it is back, the one after it is not',
    async () => {
      const file = path.join(os.tmpdir(), `mall-backup-${process.pid}-${Date.now()}.tar.gz`);
      const before = await unpaidOrder(env);
      expect(await mall(env.baseUrl, 'backup', file, ...operator)).toMatchObject({ code: 0, out: [`backup written to ${file}`] });
      expect((await stat(file)).size).toBeGreaterThan(1000);
      expect((await readFile(file)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      const after = await unpaidOrder(env);

      const dataDir = process.env.DATA_DIR;
      process.env.DATA_DIR = env.dataDir;
      try {
        const refused = await mall(env.baseUrl, 'restore', file);
        expect(refused.code).toBe(1);
        expect(refused.err[0]).toContain(`${env.dataDir} 正被进程 ${process.pid} 使用`);

        await env.stopApi();
        await writeFile(file + '.txt', 'not a backup');
        expect((await mall(env.baseUrl, 'restore', file + '.txt')).err[0]).toMatch(/^这不是商城的备份/);
        const restored = await mall(env.baseUrl, 'restore', file);
        expect(restored.code, restored.err.join('\n')).toBe(0);
      } finally {
        if (dataDir === undefined) delete process.env.DATA_DIR;
        else process.env.DATA_DIR = dataDir;
        await rm(file, { force: true });
        await rm(file + '.txt', { force: true });
      }
      const database = await openDatabase({ dataDir: env.dataDir });
      try {
        const ordersOf = async (uid: number) =>
          (await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.storeOrder).where(eq(schema.storeOrder.uid, uid)))[0].n;
        expect(await ordersOf(before.s.uid)).toBe(1);
        expect(await ordersOf(after.s.uid)).toBe(0);
      } finally {
        await database.close();
      }
    },
  );
});
