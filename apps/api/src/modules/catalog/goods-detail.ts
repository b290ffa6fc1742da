import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { ReplyType } from '@mall/contracts';
import type { Db } from '../../db/client';
import {
  merchant,
  merchantType,
  storeGuarantee,
  storeProduct,
  storeProductAttrValue,
  storeProductContent,
  storeProductParam,
  storeProductReply,
  userRelation,
  userVisit,
} from '../../db/schema';
import { notFound } from '../../http/envelope';
import { onPage } from '../../lib/paging';
import { sanitizeRichText } from '../../lib/sanitize';
import { score } from '../merchant/service';
import { RELATION_GOODS, RELATION_SHOP } from '@mall/contracts';

const GONE = '商品不存在或已下架';

async function productOnSale(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(storeProduct)
    .where(and(eq(storeProduct.id, id), eq(storeProduct.is_show, true)));
  if (!row) throw notFound(GONE);
  return row;
}

async function related(db: Db, uid: number, type: number, typeId: number) {
  const [row] = await db
    .select({ id: userRelation.id })
    .from(userRelation)
    .where(and(eq(userRelation.uid, uid), eq(userRelation.type, type), eq(userRelation.type_id, typeId)));
  return Boolean(row);
}

/** The shop card of goods pages: scores (0..5), fans, and whether the viewer follows it. */
export async function merchantCard(db: Db, merId: number, uid: number | null) {
  const [m] = await db
    .select({
      mer_id: merchant.id,
      mer_name: merchant.mer_name,
      mer_avatar: merchant.mer_avatar,
      mer_info: merchant.mer_info,
      is_trader: merchant.is_trader,
      type_name: merchantType.name,
      type_name_en: merchantType.name_en,
      care_count: merchant.care_count,
      product_score: merchant.product_score,
      service_score: merchant.service_score,
      postage_score: merchant.postage_score,
    })
    .from(merchant)
    .innerJoin(merchantType, eq(merchantType.id, merchant.type_id))
    .where(eq(merchant.id, merId));
  return {
    ...m,
    product_score: score(m.product_score),
    service_score: score(m.service_score),
    postage_score: score(m.postage_score),
    isFollow: uid === null ? false : await related(db, uid, RELATION_SHOP, merId),
  };
}

/** 好评 4–5 stars, 中评 3, 差评 1–2. */
export const replyClass = {
  best: sql`${storeProductReply.product_score} >= 4`,
  middle: sql`${storeProductReply.product_score} = 3`,
  negative: sql`${storeProductReply.product_score} <= 2`,
};

export async function replyStats(db: Db, productId: number) {
  const n = (cond?: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${cond ?? sql`true`}))::int`;
  const [s] = await db
    .select({ count: n(), best: n(replyClass.best), middle: n(replyClass.middle), negative: n(replyClass.negative) })
    .from(storeProductReply)
    .where(eq(storeProductReply.product_id, productId));
  /** share of 好评 in percent, 100 without reviews */
  const rate = s.count === 0 ? 100 : Math.round((s.best / s.count) * 100);
  return { ...s, rate };
}

/**
 * `GET /api/store/product/detail/:id`: what the goods page needs above the fold. The SKU map is
 * keyed by the selected values joined with ',' ('' for single-spec goods). Money in fen.
 * Viewing while logged in records browsing history.
 */
export async function goodsDetail(db: Db, id: number, uid: number | null) {
  const p = await productOnSale(db, id);
  const skus = await db
    .select({
      sku: storeProductAttrValue.sku,
      unique: storeProductAttrValue.unique,
      price: storeProductAttrValue.price,
      ot_price: storeProductAttrValue.ot_price,
      stock: storeProductAttrValue.stock,
      image: storeProductAttrValue.image,
    })
    .from(storeProductAttrValue)
    .where(eq(storeProductAttrValue.product_id, id))
    .orderBy(asc(storeProductAttrValue.id));
  const sku = Object.fromEntries(skus.map(({ sku: key, ...rest }) => [key, rest]));
  if (uid !== null) {
    await db
      .insert(userVisit)
      .values({ uid, product_id: id })
      .onConflictDoUpdate({ target: [userVisit.uid, userVisit.product_id], set: { visit_time: sql`now()` } });
  }
  const reply = await replyStats(db, id);
  return {
    product_id: p.id,
    store_name: p.store_name,
    store_info: p.store_info,
    unit_name: p.unit_name,
    image: p.image,
    slider_image: p.slider_image,
    price: p.price,
    ot_price: p.ot_price,
    stock: p.stock,
    sales: p.sales,
    rate: p.rate / 10,
    cate_id: p.cate_id,
    brand_id: p.brand_id,
    once_min_count: p.once_min_count,
    /** 0: no limit per purchase */
    once_max_count: p.once_max_count,
    attr: p.attrs.map((a) => ({ attr_name: a.name, attr_values: a.values })),
    sku,
    isRelation: uid === null ? false : await related(db, uid, RELATION_GOODS, id),
    reply: { count: reply.count, rate: reply.rate },
    mer_id: p.mer_id,
    merchant: await merchantCard(db, p.mer_id, uid),
  };
}

/** Province and city of an address ('广东省深圳市福田区…' → '广东深圳'; '上海市浦东新区…' → '上海'). */
export function shipsFrom(address: string): string {
  const m = /^(.+?)(?:省|自治区)?(.+?)市/.exec(address) ?? /^(.+?)市/.exec(address);
  if (!m) return '';
  return m
    .slice(1)
    .filter(Boolean)
    .join('')
    .replace(/(省|自治区|市)/g, '');
}

/** `GET /api/store/product/show/:id`: description (sanitised HTML), parameters, shipping and guarantees. */
export async function goodsShow(db: Db, id: number) {
  const p = await productOnSale(db, id);
  const [content] = await db
    .select({ content: storeProductContent.content })
    .from(storeProductContent)
    .where(eq(storeProductContent.product_id, id));
  const params = await db
    .select({ name: storeProductParam.name, value: storeProductParam.value })
    .from(storeProductParam)
    .where(eq(storeProductParam.product_id, id))
    .orderBy(asc(storeProductParam.sort), asc(storeProductParam.id));
  const [m] = await db.select({ mer_address: merchant.mer_address }).from(merchant).where(eq(merchant.id, p.mer_id));
  const guarantee = await db
    .select({ guarantee_name: storeGuarantee.guarantee_name, guarantee_info: storeGuarantee.guarantee_info })
    .from(storeGuarantee)
    .where(or(isNull(storeGuarantee.mer_id), eq(storeGuarantee.mer_id, p.mer_id)))
    .orderBy(sql`${storeGuarantee.sort} desc`, asc(storeGuarantee.id));
  return {
    product_id: p.id,
    content: sanitizeRichText(content?.content ?? ''),
    params,
    shipping: { ships_from: shipsFrom(m.mer_address) },
    guarantee,
  };
}

/** `GET /api/store/product/reply/lst/:id`: reviews of one class, newest first, with the counts per class. */
export async function goodsReplies(db: Db, id: number, type: ReplyType, page: number, limit: number) {
  await productOnSale(db, id);
  const where = and(eq(storeProductReply.product_id, id), type === 'count' ? undefined : replyClass[type]);
  const list = await onPage(
    db
      .select({
        reply_id: storeProductReply.id,
        nickname: storeProductReply.nickname,
        avatar: storeProductReply.avatar,
        sku: storeProductReply.sku,
        comment: storeProductReply.comment,
        pics: storeProductReply.pics,
        product_score: storeProductReply.product_score,
        service_score: storeProductReply.service_score,
        postage_score: storeProductReply.postage_score,
        merchant_reply_content: storeProductReply.merchant_reply_content,
        create_time: storeProductReply.create_time,
      })
      .from(storeProductReply)
      .where(where)
      .orderBy(sql`${storeProductReply.create_time} desc`, sql`${storeProductReply.id} desc`)
      .$dynamic(),
    { page, limit },
  );
  const [{ total }] = await db.select({ total: count() }).from(storeProductReply).where(where);
  return { count: total, list, stat: await replyStats(db, id) };
}
