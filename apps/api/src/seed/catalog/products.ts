/** Goods generation: titles, specs/SKUs, prices, stock, flags, params and HTML. */
import type { SeedAttr, SeedProduct, SeedSku } from './types.js';
import { CATEGORY_NODES, LEAF_NODES } from './categories.js';
import type { Family } from './families.js';
import { categoryImage, escapeXml, goodsImage, VARIANTS } from './images.js';
import { chance, int, mulberry32, pick, sample, shuffle, subSeed, weightedPicker, type Rng } from './random.js';
import type { CatalogContext } from './context.js';

/** All dates are relative to this instant, never Date.now(). */
export const FIXED_NOW = Date.UTC(2026, 10, 1); // 2026-11-01T00:00:00Z
const DAY = 86_400_000;

/** Round a fen amount up to a "shop" price: 9.90 / 129.00 / 1999.00 style. */
export function nicePrice(fen: number): number {
  const yuan = fen / 100;
  if (yuan < 100) return Math.max(1, Math.ceil(yuan)) * 100 - 10;
  if (yuan < 1000) return (Math.ceil(yuan / 10) * 10 - 1) * 100;
  return (Math.ceil(yuan / 100) * 100 - 1) * 100;
}

/** EAN-13 with Chinese prefix 69, unique per (product, sku index). */
function barCode(productId: number, k: number): string {
  const body = `69${String(productId % 10_000_000).padStart(7, '0')}${String(k).padStart(3, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 ? 3 : 1);
  return body + ((10 - (sum % 10)) % 10);
}

const TOP_KG: Record<string, [number, number]> = {
  手机数码: [0.05, 0.9], 电脑办公: [0.05, 9], 家用电器: [0.3, 12], 服饰内衣: [0.15, 1.6], 美妆个护: [0.08, 0.8],
  食品生鲜: [0.25, 5.5], 家居家装: [0.3, 8], 母婴玩具: [0.2, 6], 运动户外: [0.3, 8], 图书文具: [0.02, 1.2],
};
const SERVICE = ['官方正品', '全国联保', '顺丰包邮', '7天无理由退换', '品质保障', '限时特惠', '赠运费险', '买贵双倍赔'];
const SUFFIX = ['', '', '', 'Pro', 'Pro+', 'Ultra', 'SE', 'Max', 'Plus', 'Lite'];

/** Share identical short strings (sku keys, weights) between goods to save memory at 100k. */
const interned = new Map<string, string>();
function intern(s: string): string {
  const hit = interned.get(s);
  if (hit !== undefined) return hit;
  interned.set(s, s);
  return s;
}

function season(ts: number): string {
  const d = new Date(ts);
  const m = d.getUTCMonth();
  const s = m < 2 || m === 11 ? '冬季' : m < 5 ? '春季' : m < 8 ? '夏季' : '秋季';
  return `${d.getUTCFullYear()}${s}新款`;
}

function modelName(rng: Rng, f: Family): string {
  const series = pick(rng, f.prefixes);
  const num = pick(rng, [String(int(rng, 3, 9) * 10), String(int(rng, 10, 16)), String(int(rng, 1, 9))]);
  const sep = /[a-z]$/i.test(series) && series.length > 2 ? ' ' : '';
  const suffix = pick(rng, SUFFIX);
  return `${series}${sep}${num}${suffix ? ' ' + suffix : ''}`;
}

function weightText(kg: number): string {
  return kg < 1 ? `${Math.max(10, Math.round(kg * 100) * 10)}g` : `${kg.toFixed(kg < 10 ? 2 : 1)}kg`;
}

export function generateProducts(goods: number, seed: number, ctx: CatalogContext): SeedProduct[] {
  const rng = mulberry32(subSeed(seed, 'products'));
  const leaves = LEAF_NODES;
  const firstPass = shuffle(rng, leaves.slice());
  const pickLeaf = weightedPicker(leaves, leaves.map((n) => n.family!.weight));
  const used = new Array<number>(ctx.merchants.length).fill(0);
  const products: SeedProduct[] = new Array(goods);

  for (let i = 0; i < goods; i++) {
    const id = i + 1;
    const leaf = i < firstPass.length ? firstPass[i] : pickLeaf(rng);
    const f = leaf.family!;
    const top = CATEGORY_NODES[leaf.top - 1];
    const l2 = CATEGORY_NODES[leaf.l2 - 1];

    // merchant: during the first pass prefer the least used shop so every shop gets goods
    const eligible = ctx.merchantsByLeaf.get(leaf.id)!;
    let merIdx: number;
    if (i < firstPass.length + ctx.merchants.length * 2) {
      let min = Infinity;
      for (const m of eligible) min = Math.min(min, used[m]);
      merIdx = pick(rng, eligible.filter((m) => used[m] === min));
    } else {
      merIdx = ctx.pickMerchant.get(leaf.id)!(rng);
    }
    used[merIdx]++;

    const brandChoices = ctx.brandsByLeaf.get(leaf.id)!;
    const brand = brandChoices.length && !chance(rng, f.noBrand) ? pick(rng, brandChoices) : null;
    const created = FIXED_NOW - int(rng, 0, 365 * 24 * 3600 - 1) * 1000;

    // ---- attributes
    const attrs: SeedAttr[] = [];
    let lookIdx: number[] = [];
    if (f.primary && chance(rng, f.primaryChance)) {
      lookIdx = sample(rng, [0, 1, 2], int(rng, 2, VARIANTS));
      attrs.push({ name: f.primary, values: lookIdx.map((k) => f.looks[k].label) });
    }
    let tiers: [string, number][] = [];
    if (f.spec && chance(rng, f.specChance)) {
      const vals = f.spec.values;
      const n = int(rng, Math.min(f.spec.pick[0], vals.length), Math.min(f.spec.pick[1], vals.length));
      const start = int(rng, 0, vals.length - n);
      tiers = vals.slice(start, start + n);
      attrs.push({ name: f.spec.name, values: tiers.map((t) => t[0]) });
    }
    const mainVariant = lookIdx.length ? lookIdx[0] : int(rng, 0, VARIANTS - 1);
    const image = goodsImage(leaf.id, mainVariant);

    // ---- prices (fen)
    const r = rng();
    const base = nicePrice((f.price[0] + (f.price[1] - f.price[0]) * r ** 1.6) * 100);
    const otRatio = 1.15 + rng() * 0.45;
    const costRatio = 0.45 + rng() * 0.33;
    const soldOut = chance(rng, 0.02);

    const skus: SeedSku[] = [];
    const prim = lookIdx.length ? lookIdx : [-1];
    const tierList = tiers.length ? tiers : [null];
    let k = 0;
    for (const li of prim) {
      for (const t of tierList) {
        const price = t ? Math.max(base, nicePrice(base * (t[1] / tiers[0][1]))) : base;
        const ot = Math.max(nicePrice(price * otRatio), price + 100);
        const cost = Math.min(price - 1, Math.max(1, Math.round(price * costRatio)));
        const stock = soldOut || chance(rng, 0.05) ? 0 : Math.max(1, Math.floor(999 * rng() ** 1.5));
        const key: string[] = [];
        if (li >= 0) key.push(f.looks[li].label);
        if (t) key.push(t[0]);
        skus.push({ sku: intern(key.join(',')), price, ot_price: ot, cost, stock, image: li >= 0 ? goodsImage(leaf.id, li) : image, bar_code: barCode(id, k++) });
      }
    }
    let price = Infinity;
    let otPrice = 0;
    let stock = 0;
    for (const s of skus) {
      if (s.price < price) {
        price = s.price;
        otPrice = s.ot_price;
      }
      stock += s.stock;
    }

    // ---- texts
    const fs = shuffle(rng, f.features.slice());
    const feats = [fs[0], fs[1]];
    const noun = f.nouns ? pick(rng, f.nouns) : leaf.name;
    const model = f.naming === 'model' ? modelName(rng, f) : '';
    const parts: string[] = [];
    if (brand) parts.push(brand.name);
    if (f.naming === 'model') parts.push(model, noun);
    else {
      const pre = pick(rng, f.prefixes);
      parts.push(`${f.season ? season(created) : ''}${noun.includes(pre) ? '' : pre}${noun}`);
    }
    const add = (w: string) => {
      if (!parts.join(' ').includes(w)) parts.push(w);
    };
    add(leaf.name);
    add(f.tag);
    if (tiers.length && f.spec!.inTitle) parts.push(tiers[0][0]);
    if (lookIdx.length && f.naming === 'model') parts.push(f.looks[lookIdx[0]].label);
    parts.push(...feats);
    const store_name = parts.filter(Boolean).join(' ');
    const store_info = `${fs[0]}，${fs[2] ?? fs[1]}，${pick(rng, SERVICE)}`;
    const keyword = [...new Set([leaf.name, f.tag, l2.name, ...(brand ? [brand.name] : []), feats[0]])].join(',');

    // ---- params (4-8)
    const params: { name: string; value: string }[] = [
      { name: '品牌', value: brand ? brand.name : '其他' },
      { name: '型号', value: model || `${String.fromCharCode(65 + (leaf.id % 26))}${String(id).padStart(6, '0')}` },
      { name: '产地', value: `中国${pick(rng, f.origins)}` },
    ];
    const kg = f.kg ?? TOP_KG[top.name];
    const w = intern(weightText(kg[0] + (kg[1] - kg[0]) * rng() ** 2));
    if (top.name === '食品生鲜') {
      const label = tiers.length ? tiers[0][0] : '';
      params.push({ name: '净含量', value: /^[\d.]+(g|kg|ml|L)$/.test(label) ? label : w });
    } else params.push({ name: '商品毛重', value: w });
    for (const [name, values] of sample(rng, f.params, int(rng, 0, Math.min(4, f.params.length)))) {
      params.push({ name, value: name === '出版社' && brand ? brand.name : pick(rng, values) });
    }

    // ---- slider / content
    const slider = [image];
    for (let v = 1; v < VARIANTS; v++) slider.push(goodsImage(leaf.id, (mainVariant + v) % VARIANTS));
    const extra = int(rng, 0, 2);
    if (extra > 0) slider.push(categoryImage(l2));
    if (extra > 1) slider.push(categoryImage(top));
    const alt = escapeXml(leaf.name);
    const content = [
      `<p>${escapeXml(store_info)}</p>`,
      `<p><img src="${image}" alt="${alt}"/></p>`,
      `<p>${escapeXml(fs.slice(0, 4).join('、'))}</p>`,
      `<p><img src="${slider[1]}" alt="${alt}"/></p>`,
      '<p>温馨提示：商品图片仅供参考，请以实物为准。</p>',
    ].join('');

    // ---- popularity & flags
    const sales = Math.floor(50000 * rng() ** 5);
    const ageDays = (FIXED_NOW - created) / DAY;
    const once_min_count = chance(rng, 0.03) ? 2 : 1;
    const limit = rng();
    products[i] = {
      id, mer_id: merIdx + 1, cate_id: leaf.id, brand_id: brand ? brand.id : null,
      store_name, store_info, keyword, unit_name: f.unit, image, slider_image: slider,
      price, ot_price: otPrice, stock, sales,
      rate: 50 - Math.floor(11 * rng() ** 2.5),
      is_show: !chance(rng, 0.03),
      is_hot: chance(rng, sales > 15000 ? 0.45 : 0.05),
      is_best: chance(rng, 0.12),
      is_new: chance(rng, ageDays < 60 ? 0.6 : 0.03),
      is_good: chance(rng, 0.12),
      once_min_count,
      once_max_count: limit < 0.8 ? 0 : limit < 0.9 ? 5 : 10,
      attrs, skus, content, params,
      create_time: new Date(created).toISOString(),
    };
  }
  return products;
}

