/** Demo reviews (with photos) and the service promises shown on goods pages. */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchant, storeGuarantee, storeProduct, storeProductAttrValue, storeProductReply } from '../db/schema';
import { FIXED_NOW } from './catalog';
import { chance, int, mulberry32, pick, sample, type Rng } from './catalog/random';

/** Reviews go to the first goods only, so that a 100,000-goods seed stays quick. */
const REVIEWED_GOODS = 3000;
const BATCH = 1000;

const GOOD = [
  '质量很好，和描述的一样，物流也很快，第二天就到了。',
  '包装很用心，没有任何破损，用了几天感觉很不错，推荐购买。',
  '做工精细，颜色很正，性价比很高，会回购的。',
  '客服态度很好，耐心解答问题，发货速度快，好评！',
  '第二次购买了，品质一如既往的稳定，家里人都很喜欢。',
  '实物比图片还好看，尺寸合适，非常满意的一次购物。',
  '价格实惠，活动期间买的很划算，质量也没有缩水。',
  '正品无疑，细节处理得很好，快递小哥也很给力。',
];
const MIDDLE = [
  '整体还可以，就是物流稍微慢了一点。',
  '东西中规中矩，和价格相符，没有特别惊喜。',
  '包装有点简陋，商品本身还行，凑合用。',
  '颜色和图片有一点色差，能接受。',
];
const BAD = [
  '收到的时候外包装破了，和描述有差距，有点失望。',
  '用了两天就出了问题，联系客服处理得比较慢。',
  '质量一般，感觉不值这个价格。',
];
const NICKS = ['小鹿', '阿杰', '晴天', '木子', '大橙子', '一只猫', '风吹麦浪', '柠檬茶', '旅行者', '安安', '小雨', '老王', '甜甜圈', '星星', '远方'];
const REPLIES = ['感谢您的支持，期待您的再次光临！', '亲，感谢您的反馈，我们会继续努力做得更好。', '非常抱歉给您带来不好的体验，客服会尽快联系您处理。'];

const masked = (name: string) => `${[...name][0]}***${[...name].at(-1)}`;

function review(rng: Rng, productId: number, slider: string[], skus: { unique: string; sku: string }[]) {
  const stars = pick(rng, [5, 5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1]);
  const sku = pick(rng, skus);
  const pics = chance(rng, 0.4) ? sample(rng, slider, int(rng, 1, Math.min(3, slider.length))) : [];
  const near = (s: number) => Math.max(1, Math.min(5, s + int(rng, -1, 1)));
  return {
    product_id: productId,
    unique: sku?.unique ?? '',
    sku: sku?.sku ?? '',
    nickname: masked(pick(rng, NICKS)),
    comment: pick(rng, stars >= 4 ? GOOD : stars === 3 ? MIDDLE : BAD),
    pics,
    product_score: stars,
    service_score: near(stars),
    postage_score: near(stars),
    merchant_reply_content: chance(rng, 0.3) ? pick(rng, stars >= 3 ? REPLIES.slice(0, 2) : REPLIES.slice(2)) : '',
    create_time: new Date(FIXED_NOW - int(rng, 1, 300 * 86_400) * 1000),
  };
}

export async function insertReviews(db: Db, seed = 20250101) {
  const rng = mulberry32(seed ^ 0x5eed);
  const goods = await db
    .select({ id: storeProduct.id, slider: storeProduct.slider_image })
    .from(storeProduct)
    .where(lte(storeProduct.id, REVIEWED_GOODS))
    .orderBy(asc(storeProduct.id));
  const skus = await db
    .select({ product_id: storeProductAttrValue.product_id, unique: storeProductAttrValue.unique, sku: storeProductAttrValue.sku })
    .from(storeProductAttrValue)
    .where(lte(storeProductAttrValue.product_id, REVIEWED_GOODS))
    .orderBy(asc(storeProductAttrValue.id));
  const skusOf = new Map<number, { unique: string; sku: string }[]>();
  for (const s of skus) skusOf.set(s.product_id, [...(skusOf.get(s.product_id) ?? []), s]);
  let rows: ReturnType<typeof review>[] = [];
  let total = 0;
  for (const g of goods) {
    const n = Math.floor(rng() ** 1.5 * 14);
    for (let i = 0; i < n; i++) rows.push(review(rng, g.id, g.slider, skusOf.get(g.id) ?? []));
    if (rows.length >= BATCH) {
      await db.insert(storeProductReply).values(rows);
      total += rows.length;
      rows = [];
    }
  }
  if (rows.length > 0) await db.insert(storeProductReply).values(rows);
  total += rows.length;
  const guarantees = await insertGuarantees(db);
  return { reviews: total, guarantees };
}

const PLATFORM_GUARANTEES = [
  ['正品保障', '商城所售商品均为正品，假一赔十'],
  ['7天无理由退货', '签收后7天内，商品完好可申请无理由退货'],
  ['极速退款', '符合条件的退款申请，审核通过后原路极速退回'],
  ['安全支付', '支付全程加密，资金由平台担保'],
];

async function insertGuarantees(db: Db) {
  const platform = PLATFORM_GUARANTEES.map(([guarantee_name, guarantee_info], i) => ({
    mer_id: null,
    guarantee_name,
    guarantee_info,
    sort: 100 - i,
  }));
  const traders = await db.select({ id: merchant.id }).from(merchant).where(and(eq(merchant.is_trader, true)));
  const own = traders.map((m) => ({
    mer_id: m.id,
    guarantee_name: '自营发货',
    guarantee_info: '由商城自营仓库发货并提供售后服务',
    sort: 0,
  }));
  await db.insert(storeGuarantee).values([...platform, ...own]);
  return platform.length + own.length;
}
