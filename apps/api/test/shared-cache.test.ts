/**
 * Shared catalogue answers come from memory (src/cache/), and whoever writes their data (here
 * plain SQL from another connection, as an operator or a script would), the next reads show it:
 * the triggers of migration 0030 notify, every API process drops what read the table. On
 * PostgreSQL the notification travels to the server's process, so reads are polled briefly.
 */
import {
  categories,
  goodsCardPage,
  homeData,
  hotKeywords,
  searchCardPage,
  siteConfig,
  type GoodsCard,
  type PageOf,
} from '@mall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import * as schema from '../src/db/schema';
import { makeGoods, newShopper, useShopEnv } from './checkout-fixture';
import { describeApi, target } from './helpers';

/** Retries the check until it passes; notifications are asynchronous on PostgreSQL. */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2000, interval: 20 });

describeApi('shared catalogue cache', () => {
  const env = useShopEnv();

  it('a site setting, a banner, a category, a hot keyword and a hot flag show on the next read after SQL changes them', async () => {
    const siteName = async () => (await env.getAs(siteConfig, '/api/pc/config')).site_name;
    const before = await siteName();
    expect(await siteName()).toBe(before); // held now
    const renamed = `${before}·${Date.now()}`;
    await env.db.update(schema.systemConfig).set({ value: renamed }).where(eq(schema.systemConfig.key, 'site_name'));
    try {
      await soon(async () => expect(await siteName()).toBe(renamed));
    } finally {
      await env.db.update(schema.systemConfig).set({ value: before }).where(eq(schema.systemConfig.key, 'site_name'));
    }
    await soon(async () => expect(await siteName()).toBe(before));

    const bannerTitles = async () => (await env.getAs(homeData, '/api/pc/home')).pc_home_banner.map((b) => b.title);
    const title = `测试横幅${Date.now()}`;
    expect(await bannerTitles()).not.toContain(title);
    const [banner] = await env.db
      .insert(schema.groupData)
      .values({ group_key: 'pc_home_banner', value: { image: '/uploads/x.png', url: '/', title }, sort: -1 })
      .returning({ id: schema.groupData.id });
    try {
      await soon(async () => expect(await bannerTitles()).toContain(title));
    } finally {
      await env.db.delete(schema.groupData).where(eq(schema.groupData.id, banner.id));
    }
    await soon(async () => expect(await bannerTitles()).not.toContain(title));

    const c = schema.storeCategory;
    const topNames = async () =>
      (await env.getAs(categories, '/api/store/product/category/lst')).map((x) => x.cate_name);
    const [top] = await env.db.select({ id: c.id, cate_name: c.cate_name }).from(c).where(eq(c.pid, 0)).limit(1);
    expect(await topNames()).toContain(top.cate_name);
    await env.db.update(c).set({ cate_name: `${top.cate_name}新` }).where(eq(c.id, top.id));
    try {
      await soon(async () => expect(await topNames()).toContain(`${top.cate_name}新`));
    } finally {
      await env.db.update(c).set({ cate_name: top.cate_name }).where(eq(c.id, top.id));
    }

    const hotWords = async () => (await env.getAs(hotKeywords, '/api/common/hot_keyword')).map((k) => k.keyword);
    const word = `热词${Date.now() % 1e8}`;
    expect(await hotWords()).not.toContain(word);
    await env.db.insert(schema.searchKeyword).values({ keyword: word, is_hot: true, sort: 100 });
    try {
      await soon(async () => expect(await hotWords()).toContain(word));
    } finally {
      await env.db.delete(schema.searchKeyword).where(eq(schema.searchKeyword.keyword, word));
    }

    const p = schema.storeProduct;
    const hotCount = async () => (await env.getAs(goodsCardPage, '/api/product/spu/hot/hot?limit=1')).count;
    const g = await makeGoods(env.db);
    try {
      const count = await hotCount();
      await env.db.update(p).set({ is_hot: true }).where(eq(p.id, g.product_id));
      // on PostgreSQL other suites flag goods meanwhile: compare with the rows right after
      await soon(async () => {
        const shown = await hotCount();
        expect(shown).toBeGreaterThan(count);
        expect(shown).toBe(await env.db.$count(p, and(eq(p.is_show, true), eq(p.is_hot, true))));
      });
    } finally {
      await env.db.delete(p).where(eq(p.id, g.product_id));
    }
  });

  it('a keyword search shows new goods, a new price and goods taken off sale on the next read', async () => {
    const tag = `缓存搜索${Date.now() % 1e8}`;
    const search = () => env.getAs(searchCardPage, `/api/product/spu/lst?keyword=${encodeURIComponent(tag)}`);
    expect((await search()).count).toBe(0);
    const p = schema.storeProduct;
    const g = await makeGoods(env.db, { title: `${tag}保温杯`, price: 5900 });
    try {
      await soon(async () => expect((await search()).list).toEqual([expect.objectContaining({ product_id: g.product_id, price: 5900 })]));
      await env.db.update(p).set({ price: 4900 }).where(eq(p.id, g.product_id));
      await soon(async () => expect((await search()).list[0]?.price).toBe(4900));
      await env.db.update(p).set({ is_show: false }).where(eq(p.id, g.product_id));
      await soon(async () => expect((await search()).count).toBe(0));
    } finally {
      await env.db.delete(p).where(eq(p.id, g.product_id));
    }
  });

  it('50 concurrent reads of the home blocks right after a change all answer 200 with the same body', async () => {
    // a change first, so the 50 arrive at an empty cache and share one load
    await env.db.update(schema.groupData).set({ sort: sql`${schema.groupData.sort}` }).where(eq(schema.groupData.group_key, 'pc_home_tab'));
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await fetch(`${env.baseUrl}/api/pc/home`);
        return { status: res.status, body: await res.text(), etag: res.headers.get('etag') };
      }),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(JSON.parse(answers[0].body)).toMatchObject({ status: 200, data: { pc_home_tab: expect.any(Array) } });
  });

  it("a logged-in shopper's 为你推荐 is their own, never the guest's held answer", async () => {
    const page = (token = '') => env.get<PageOf<GoodsCard>>('/api/product/spu/recommend?limit=4', token);
    const guest = (await page()).body.data;
    expect((await page()).body.data).toEqual(guest); // held now
    const c = schema.storeCategory;
    const [cate] = await env.db.select({ id: c.id }).from(c).where(eq(c.level, 3)).orderBy(sql`${c.id} desc`).limit(1);
    const viewed = await makeGoods(env.db, { cate_id: cate.id });
    try {
      const shopper = await newShopper(env);
      await shopper.ok('GET', `/api/store/product/detail/${viewed.product_id}`);
      const mine = await page(shopper.token);
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      const [first] = await env.db
        .select({ cate_id: schema.storeProduct.cate_id })
        .from(schema.storeProduct)
        .where(eq(schema.storeProduct.id, mine.body.data.list[0].product_id));
      expect(first.cate_id).toBe(cate.id);
      expect(mine.body.data).not.toEqual(guest);
      // the new goods are not on the guest list (neither flagged good nor best): guests still get theirs
      expect((await page()).body.data).toEqual(guest);
    } finally {
      await env.db.delete(schema.storeProduct).where(eq(schema.storeProduct.id, viewed.product_id));
    }
  });

  it.skipIf(target.driver !== 'pg')(
    'PostgreSQL only: when the listening connection breaks, the API reconnects and changes still show',
    async () => {
      const listening = sql`datname = current_database() and query ilike 'LISTEN mall_cache%' and pid <> pg_backend_pid()`;
      const found = await env.db.execute(sql`select pid from pg_stat_activity where ${listening}`);
      const pids = (found as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
      expect(pids.length).toBeGreaterThan(0);
      await env.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where ${listening}`);
      // a new connection listens (not one of the terminated ones)
      await soon(async () => {
        const fresh = sql`${listening} and pid not in (${sql.join(pids.map((pid) => sql`${pid}`), sql`, `)})`;
        expect(await env.db.$count(sql`pg_stat_activity`, fresh)).toBeGreaterThan(0);
      });
      const hotline = async () => (await env.getAs(siteConfig, '/api/pc/config')).hotline;
      const before = await hotline();
      expect(await hotline()).toBe(before); // held again
      const changed = `400-${Date.now() % 1e7}`;
      await env.db.update(schema.systemConfig).set({ value: changed }).where(eq(schema.systemConfig.key, 'hotline'));
      try {
        await soon(async () => expect(await hotline()).toBe(changed));
      } finally {
        await env.db.update(schema.systemConfig).set({ value: before }).where(eq(schema.systemConfig.key, 'hotline'));
      }
      await soon(async () => expect(await hotline()).toBe(before));
    },
  );
});
