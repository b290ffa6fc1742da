/**
 * Demo catalog generator for the seed: merchants, categories, brands, goods.
 * `generateCatalog` is pure and deterministic; `writeCatalogImages` writes the
 * SVG files every generated catalog references.
 */
import type { SeedCatalog, SeedMerchant } from './types.js';
import { CATEGORY_NODES } from './categories.js';
import { CATEGORY_EN } from './categories-en.js';
import { catalogContext } from './context.js';
import { MERCHANT_CATEGORIES, MERCHANT_CATEGORIES_EN, MERCHANT_TYPES, MERCHANT_TYPES_EN, AREA } from './merchants.js';
import { brandImage, categoryImage, merchantAvatar, merchantBanner } from './images.js';
import { chance, int, mulberry32, subSeed } from './random.js';
import { FIXED_NOW, generateProducts } from './products.js';

export type * from './types.js';
export { writeCatalogImages } from './images.js';
export { FIXED_NOW } from './products.js';

export function generateCatalog(opts: { goods: number; seed: number }): SeedCatalog {
  const goods = Math.max(0, Math.floor(opts.goods));
  const ctx = catalogContext();

  const merchantCategories = MERCHANT_CATEGORIES.map((name, i) => ({ id: i + 1, name, name_en: MERCHANT_CATEGORIES_EN[name] }));
  const merchantTypes = MERCHANT_TYPES.map((name, i) => ({ id: i + 1, name, name_en: MERCHANT_TYPES_EN[name] }));

  const categories = CATEGORY_NODES.map((n) => ({ id: n.id, pid: n.pid, cate_name: n.name, cate_name_en: CATEGORY_EN[n.name] ?? '', level: n.level, pic: categoryImage(n), sort: n.sort }));

  const brands = ctx.brands.map((b) => ({ id: b.id, brand_name: b.name, category_id: b.top, pic: brandImage(b.id), sort: (ctx.brands.length - b.id + 1) * 10 }));

  const mrng = mulberry32(subSeed(opts.seed, 'merchants'));
  const merchants: SeedMerchant[] = ctx.merchants.map((m, i) => {
    const id = i + 1;
    const typeName = m.trader ? '自营店' : m.name.endsWith('旗舰店') ? '旗舰店' : m.name.endsWith('专营店') ? '专营店' : '专卖店';
    const area = AREA[m.city];
    if (!area) throw new Error(`unknown city ${m.city}`);
    const phone = m.trader ? `400-${int(mrng, 100, 999)}-${int(mrng, 1000, 9999)}` : `${area}-${int(mrng, 5, 8)}${String(int(mrng, 0, 9_999_999)).padStart(7, '0')}`;
    const score = () => (m.trader ? int(mrng, 47, 50) : int(mrng, 42, 50));
    return {
      id, mer_name: m.name,
      category_id: MERCHANT_CATEGORIES.indexOf(m.category) + 1,
      type_id: MERCHANT_TYPES.indexOf(typeName) + 1,
      is_trader: !!m.trader,
      mer_avatar: merchantAvatar(id), mer_banner: merchantBanner(id),
      mer_info: m.info, mer_phone: phone, mer_address: m.address, mer_keyword: m.keyword,
      product_score: score(), service_score: score(), postage_score: score(),
      care_count: Math.floor((m.trader ? 200_000 : 800) + (m.trader ? 2_000_000 : 300_000) * mrng() ** 3),
      is_best: !!m.trader || chance(mrng, 0.3),
      create_time: new Date(FIXED_NOW - int(mrng, 400, 2000) * 86_400_000 - int(mrng, 0, 86_399) * 1000).toISOString(),
    };
  });

  const products = generateProducts(goods, opts.seed, ctx);
  return { merchantCategories, merchantTypes, merchants, categories, brands, products };
}
