import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, generateCatalog, writeCatalogImages, type SeedCatalog } from './index.js';
import { urlToFile } from './images.js';
import { MERCHANT_DEFS } from './merchants.js';

const cat: SeedCatalog = generateCatalog({ goods: 600, seed: 42 });

function expectContiguous(rows: { id: number }[]) {
  rows.forEach((r, i) => expect(r.id).toBe(i + 1));
}

function cartesian(lists: string[][]): string[] {
  return lists.reduce<string[]>((acc, vals) => acc.flatMap((a) => vals.map((v) => (a ? `${a},${v}` : v))), ['']);
}

describe('generateCatalog', () => {
  it('is deterministic for the same options and varies with the seed', () => {
    expect(generateCatalog({ goods: 600, seed: 42 })).toEqual(cat);
    const other = generateCatalog({ goods: 600, seed: 43 });
    expect(other.products.map((p) => p.store_name)).not.toEqual(cat.products.map((p) => p.store_name));
    // static tables do not depend on the seed
    expect(other.categories).toEqual(cat.categories);
    expect(other.brands).toEqual(cat.brands);
  });

  it('has the expected sizes and contiguous ids', () => {
    expect(cat.products.length).toBe(600);
    expect(cat.merchants.length).toBeGreaterThanOrEqual(24);
    const traders = cat.merchants.filter((m) => m.is_trader);
    expect(traders.length).toBeGreaterThanOrEqual(2);
    expect(traders.length).toBeLessThanOrEqual(3);
    expect(cat.brands.length).toBeGreaterThanOrEqual(40);
    expect(cat.merchantCategories.map((c) => c.name)).toEqual(expect.arrayContaining(['数码家电', '服饰鞋包', '美妆个护', '食品生鲜', '家居家装', '母婴玩具', '运动户外', '图书文具']));
    expect(cat.merchantTypes.map((c) => c.name)).toEqual(['旗舰店', '专营店', '专卖店', '自营店']);
    for (const t of [cat.merchantCategories, cat.merchantTypes, cat.merchants, cat.categories, cat.brands, cat.products]) expectContiguous(t);
  });

  it('builds a 3-level category tree', () => {
    const tops = cat.categories.filter((c) => c.level === 1);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const t of tops) {
      expect(t.pid).toBe(0);
      const l2 = cat.categories.filter((c) => c.pid === t.id);
      expect(l2.length).toBeGreaterThanOrEqual(3);
      expect(l2.length).toBeLessThanOrEqual(5);
      for (const s of l2) {
        expect(s.level).toBe(2);
        const l3 = cat.categories.filter((c) => c.pid === s.id);
        expect(l3.length).toBeGreaterThanOrEqual(3);
        expect(l3.length).toBeLessThanOrEqual(6);
        for (const x of l3) expect(x.level).toBe(3);
      }
    }
  });

  it('keeps every foreign key valid', () => {
    const cats = new Map(cat.categories.map((c) => [c.id, c]));
    const topOf = (id: number): number => {
      let c = cats.get(id)!;
      while (c.pid) c = cats.get(c.pid)!;
      return c.id;
    };
    for (const c of cat.categories) if (c.pid) expect(cats.get(c.pid)!.level).toBe(c.level - 1);
    for (const b of cat.brands) expect(cats.get(b.category_id)?.level).toBe(1);
    for (const m of cat.merchants) {
      expect(cat.merchantCategories.some((c) => c.id === m.category_id)).toBe(true);
      expect(cat.merchantTypes.some((t) => t.id === m.type_id)).toBe(true);
      expect(m.type_id === 4).toBe(m.is_trader);
      for (const s of [m.product_score, m.service_score, m.postage_score]) expect(s >= 40 && s <= 50).toBe(true);
      expect(m.mer_phone).toMatch(/^(400-\d{3}-\d{4}|0\d{2,3}-\d{8})$/);
    }
    const brandTop = new Map(cat.brands.map((b) => [b.id, b.category_id]));
    for (const p of cat.products) {
      expect(cats.get(p.cate_id)?.level).toBe(3);
      expect(p.mer_id >= 1 && p.mer_id <= cat.merchants.length).toBe(true);
      if (p.brand_id !== null) expect(brandTop.get(p.brand_id)).toBe(topOf(p.cate_id));
    }
  });

  it("matches goods to their merchant's business and gives every merchant goods", () => {
    const cats = new Map(cat.categories.map((c) => [c.id, c]));
    const perMerchant = new Map<number, number>();
    for (const p of cat.products) {
      perMerchant.set(p.mer_id, (perMerchant.get(p.mer_id) ?? 0) + 1);
      const l3 = cats.get(p.cate_id)!;
      const l2 = cats.get(l3.pid)!;
      const l1 = cats.get(l2.pid)!;
      const scope = MERCHANT_DEFS[p.mer_id - 1].scope;
      expect(scope.includes(l1.cate_name) || scope.includes(l2.cate_name)).toBe(true);
    }
    expect(perMerchant.size).toBe(cat.merchants.length);
    // every level-3 category has goods
    expect(new Set(cat.products.map((p) => p.cate_id)).size).toBe(cat.categories.filter((c) => c.level === 3).length);
  });

  it('uses integer fen prices with ot_price > price > cost', () => {
    for (const p of cat.products) {
      for (const v of [p.price, p.ot_price, p.stock, p.sales]) expect(Number.isInteger(v)).toBe(true);
      expect(p.ot_price).toBeGreaterThan(p.price);
      for (const s of p.skus) {
        for (const v of [s.price, s.ot_price, s.cost, s.stock]) expect(Number.isInteger(v)).toBe(true);
        expect(s.price).toBeGreaterThan(0);
        expect(s.ot_price).toBeGreaterThan(s.price);
        expect(s.cost).toBeLessThan(s.price);
        expect(s.cost).toBeGreaterThan(0);
        expect(s.stock >= 0 && s.stock <= 999).toBe(true);
        expect(s.bar_code).toMatch(/^69\d{11}$/);
      }
    }
  });

  it('derives product price/stock from skus and covers the cartesian product', () => {
    for (const p of cat.products) {
      expect(p.price).toBe(Math.min(...p.skus.map((s) => s.price)));
      expect(p.stock).toBe(p.skus.reduce((a, s) => a + s.stock, 0));
      expect(p.attrs.length).toBeLessThanOrEqual(2);
      const keys = p.skus.map((s) => s.sku);
      expect(new Set(keys).size).toBe(keys.length);
      if (p.attrs.length === 0) expect(keys).toEqual(['']);
      else expect(keys.sort()).toEqual(cartesian(p.attrs.map((a) => a.values)).sort());
    }
  });

  it('has realistic texts, flags and dates', () => {
    const cats = new Map(cat.categories.map((c) => [c.id, c]));
    for (const p of cat.products) {
      expect(p.store_name).toContain(cats.get(p.cate_id)!.cate_name);
      expect(p.keyword.split(',').length).toBeGreaterThanOrEqual(3);
      expect(p.slider_image.length).toBeGreaterThanOrEqual(3);
      expect(p.slider_image.length).toBeLessThanOrEqual(5);
      expect(p.params.length).toBeGreaterThanOrEqual(4);
      expect(p.params.length).toBeLessThanOrEqual(8);
      expect(p.rate >= 40 && p.rate <= 50).toBe(true);
      expect(p.sales >= 0 && p.sales <= 50000).toBe(true);
      expect([1, 2]).toContain(p.once_min_count);
      expect([0, 5, 10]).toContain(p.once_max_count);
      expect(p.content).not.toMatch(/<script|javascript:|\son\w+=/i);
      const t = Date.parse(p.create_time);
      expect(t).toBeLessThanOrEqual(FIXED_NOW);
      expect(t).toBeGreaterThan(FIXED_NOW - 366 * 86_400_000);
    }
    for (const flag of ['is_hot', 'is_best', 'is_new', 'is_good'] as const) {
      expect(cat.products.filter((p) => p[flag]).length).toBeGreaterThanOrEqual(30);
    }
    const hidden = cat.products.filter((p) => !p.is_show).length;
    expect(hidden).toBeGreaterThan(0);
    expect(hidden).toBeLessThan(60);
    // a few goods are sold out, a few single-spec
    expect(cat.products.some((p) => p.stock === 0)).toBe(true);
    expect(cat.products.some((p) => p.skus.length === 1 && p.skus[0].sku === '')).toBe(true);
  });
});

describe('writeCatalogImages', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-images-'));
    await writeCatalogImages(dir);
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes every referenced image as a valid SVG, with a bounded file count', async () => {
    const urls = new Set<string>();
    for (const m of cat.merchants) urls.add(m.mer_avatar).add(m.mer_banner);
    for (const c of cat.categories) urls.add(c.pic);
    for (const b of cat.brands) urls.add(b.pic);
    for (const p of cat.products) {
      urls.add(p.image);
      p.slider_image.forEach((u) => urls.add(u));
      p.skus.forEach((s) => urls.add(s.image));
      for (const m of p.content.matchAll(/<img src="([^"]+)"/g)) urls.add(m[1]);
    }
    for (const u of urls) {
      expect(u).toMatch(/^\/uploads\/seed\/[a-z]+\/[\w-]+\.svg$/);
      const body = await readFile(urlToFile(dir, u), 'utf8');
      expect(body.startsWith('<svg') || body.startsWith('<?xml')).toBe(true);
      expect(body.trimEnd().endsWith('</svg>')).toBe(true);
    }
    let files = 0;
    for (const sub of await readdir(join(dir, 'seed'))) files += (await readdir(join(dir, 'seed', sub))).length;
    console.log(`catalog images: ${files} files, ${urls.size} referenced by goods=600`);
    expect(files).toBeLessThanOrEqual(600);
  });

  it('is idempotent', async () => {
    await expect(writeCatalogImages(dir)).resolves.toBeUndefined();
  });
});

describe('scale', () => {
  it('generates 100k goods quickly', () => {
    const t0 = performance.now();
    const big = generateCatalog({ goods: 100_000, seed: 1 });
    const ms = performance.now() - t0;
    const skus = big.products.reduce((a, p) => a + p.skus.length, 0);
    console.log(`goods=100000: ${ms.toFixed(0)} ms, ${skus} skus`);
    expect(big.products.length).toBe(100_000);
    expect(big.products[99_999].id).toBe(100_000);
    expect(skus).toBeGreaterThan(100_000);
  }, 120_000);
});
