import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { getAgreement, saveAgreement } from '../src/modules/site/service';
import { seedDatabase } from '../src/seed';
import { describeApi, target } from './helpers';

const tables = {
  system_config: schema.systemConfig,
  group_data: schema.groupData,
  search_keyword: schema.searchKeyword,
  area_code: schema.areaCode,
  agreement: schema.agreement,
  merchant: schema.merchant,
  store_category: schema.storeCategory,
  store_brand: schema.storeBrand,
  store_product: schema.storeProduct,
  store_product_attr_value: schema.storeProductAttrValue,
  store_product_content: schema.storeProductContent,
  store_product_param: schema.storeProductParam,
  store_product_reply: schema.storeProductReply,
  store_guarantee: schema.storeGuarantee,
  seed_run: schema.seedRun,
};

describeApi('seed and database rules', () => {
  let database: Database;
  let dir = '';

  // PGlite: a database of its own (the server's is held by its process); pg: the server's database.
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-seed-'));
    database = await openDatabase({ databaseUrl: target.databaseUrl ?? undefined, dataDir: path.join(dir, 'pglite') });
    await seedDatabase(database.db, { uploadDir: path.join(dir, 'uploads'), goods: 30 });
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const counts = async () => {
    const entries = await Promise.all(Object.entries(tables).map(async ([name, t]) => [name, await database.db.$count(t)]));
    return Object.fromEntries(entries) as Record<string, number>;
  };

  it('running the seed again changes nothing', async () => {
    const before = await counts();
    expect(before.store_product).toBeGreaterThan(0);
    // one row per part: site, catalog, users, checkout, reviews, shop pages, articles, coupon centre,
    // search index, merchant staff, user centre, seckill, member, distribution, presell, live, bargain
    expect(before.seed_run).toBe(18);
    const ran = await seedDatabase(database.db, { uploadDir: path.join(dir, 'uploads'), goods: 30 });
    expect(ran).toEqual({});
    expect(await counts()).toEqual(before);
  });

  it('SKU ids are unique, 8-12 characters', async () => {
    const rows = await database.db.select({ unique: schema.storeProductAttrValue.unique }).from(schema.storeProductAttrValue);
    for (const { unique } of rows) expect(unique).toMatch(/^[0-9A-Za-z]{8,12}$/);
    expect(new Set(rows.map((r) => r.unique)).size).toBe(rows.length);
  });

  it('stock can never go below zero', async () => {
    const [p] = await database.db.select({ id: schema.storeProduct.id }).from(schema.storeProduct).limit(1);
    await expect(
      database.db.update(schema.storeProduct).set({ stock: sql`-1` }).where(eq(schema.storeProduct.id, p.id)),
    ).rejects.toThrow();
    await expect(
      database.db
        .update(schema.storeProductAttrValue)
        .set({ stock: -1 })
        .where(eq(schema.storeProductAttrValue.product_id, p.id)),
    ).rejects.toThrow();
  });

  it('agreements are sanitised when written', async () => {
    const key = `test_${Date.now()}`;
    await saveAgreement(database.db, {
      key,
      title: '测试协议',
      content: '<p onclick="x()">条款</p><script>alert(1)</script><img src="javascript:alert(1)" onerror="alert(1)"><a href="https://example.com">链接</a>',
    });
    const saved = await getAgreement(database.db, key);
    expect(saved?.content).toBe('<p>条款</p><img /><a href="https://example.com">链接</a>');
    await database.db.delete(schema.agreement).where(eq(schema.agreement.key, key));
  });
});
