/**
 * Catalog reads: goods lists and search (/api/product/spu/*), categories, goods detail, its
 * description and reviews (/api/store/product/*). Money is integer fen; scores and rates 0..5.
 */
import { z } from 'zod';
import { idField, idParams, intField, MAX_ID } from './fields';
import { pageFields, pageOfList } from './paging';

/** An absent or empty query value means "no filter". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : v), schema.optional());

/** The search keyword: trimmed, at most 50 characters, no control characters (line breaks separate fields). */
export const keywordField = optional(
  z
    .string({ error: '关键词必须是字符串' })
    .trim()
    .max(50, '关键词不能超过50个字符')
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, '关键词不能包含控制字符')
    .transform((s) => s || undefined),
);

/** Comma-separated ids ("3,7"), distinct, at most `max`. */
function idCsv(label: string, max: number) {
  return optional(
    z
      .string({ error: `${label}格式错误` })
      .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, `${label}格式错误`)
      .transform((s) => [...new Set(s.split(',').map((x) => Number(x.trim())))])
      .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), `${label}格式错误`)
      .refine((ids) => ids.length <= max, `${label}最多选择${max}个`),
  );
}

/** `{"产地": ["中国广东", "中国浙江"]}`: per parameter name, the values any of which a product must have. */
const paramFilterRecord = z
  .record(
    z.string().trim().min(1, '筛选参数名不能为空').max(64, '筛选参数名过长'),
    z
      .array(z.string({ error: '筛选参数值必须是字符串' }).max(255, '筛选参数值过长'), {
        error: '筛选参数值必须是数组',
      })
      .min(1, '筛选参数值不能为空')
      .max(20, '每个筛选参数最多选择20个值'),
    { error: '筛选参数格式错误' },
  )
  .refine((r) => Object.keys(r).length <= 10, '最多按10个参数筛选');

const filterParamsField = optional(
  z
    .string({ error: '筛选参数格式错误' })
    .max(4000, '筛选参数过长')
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: '筛选参数格式错误' });
        return z.NEVER;
      }
    })
    .pipe(paramFilterRecord),
);

/** Price bounds in integer fen, like every amount of the API. */
const priceField = (label: string) => optional(intField(label, 0, 100_000_000));

export const searchOrders = ['', 'sales', 'rate', 'price_asc', 'price_desc'] as const;
export type SearchOrder = (typeof searchOrders)[number];

/** What narrows a search: shared by the goods list and its brand and parameter filters. */
export const searchFilterShape = {
  keyword: keywordField,
  /** a category at any level of the tree */
  cate_pid: optional(intField('分类ID', 1, MAX_ID)),
  /** query string: csv ids */
  brand_id: idCsv('品牌', 30),
  mer_type_id: idCsv('店铺类型', 10),
  /** query string: JSON of parameter name → values, any of which a product must have */
  filter_params: filterParamsField,
  price_on: priceField('最低价'),
  price_off: priceField('最高价'),
  /** one shop's goods (the shop pages) */
  mer_id: optional(intField('店铺ID', 1, MAX_ID)),
};

/** A search query object: the filters plus `extra` fields, the price bounds in order. */
export function searchQuery<E extends z.ZodRawShape>(extra: E) {
  return z.object({ ...searchFilterShape, ...extra }).refine(
    (q) => {
      const { price_on, price_off } = q as { price_on?: number; price_off?: number };
      return price_on === undefined || price_off === undefined || price_on <= price_off;
    },
    { message: '最低价不能高于最高价' },
  );
}

/** GET /api/product/spu/params: the filters alone. */
export const searchFilterQuery = searchQuery({});
/** The filters as parsed (ids as arrays, parameters as a record): what a client builds its query from. */
export type SearchFilter = z.output<typeof searchFilterQuery>;

/** GET /api/product/spu/lst and /api/product/spu/merchant/:id: the filters, an order and a page (20 a page). */
export const goodsSearchQuery = searchQuery({
  order: z.preprocess(
    (v) => v ?? '',
    z.enum(searchOrders, { error: '排序方式必须是 sales、rate、price_asc 或 price_desc' }),
  ),
  ...pageFields({ limit: 20 }),
});
export type GoodsSearchQuery = z.output<typeof goodsSearchQuery>;

/** The most brands a page of GET /api/store/product/brand/lst holds by default. */
export const BRAND_FACET_LIMIT = 40;
/** GET /api/store/product/brand/lst: the filters (but brands) and a page of brands. */
export const brandQuery = searchQuery(pageFields({ limit: BRAND_FACET_LIMIT, maxLimit: 100 }));

export const hotTypes = ['best', 'new', 'hot', 'good'] as const;
export type HotType = (typeof hotTypes)[number];
/** GET /api/product/spu/hot/:type */
export const hotParams = z.object({
  type: z.enum(hotTypes, { error: '商品类型必须是 best、new、hot 或 good' }),
});

/** `:id` of the goods pages' calls. */
export const productParams = idParams('商品ID');

/** 'count' every review, 'best' 好评 (4–5 stars), 'middle' 中评 (3), 'negative' 差评 (1–2) */
export const replyTypes = ['count', 'best', 'middle', 'negative'] as const;
export type ReplyType = (typeof replyTypes)[number];
/** GET /api/store/product/reply/lst/:id */
export const replyQuery = z.object({
  type: z.preprocess(
    (v) => v ?? 'count',
    z.enum(replyTypes, { error: '评价类型必须是 count、best、middle 或 negative' }),
  ),
  ...pageFields(),
});

/** GET /api/pc/rec_list: 3 floors a page. */
export const floorQuery = z.object(pageFields({ limit: 3, maxLimit: 10, maxPage: 100 }));

/** GET /api/product/spu/recommend: 为你推荐, leaving out the product being viewed. */
export const recommendQuery = z.object({
  ...pageFields({ maxPage: 100 }),
  product_id: z.preprocess((v) => (v === '' ? undefined : v), idField('商品ID').optional()),
});

/** A goods card of the lists (hot lists, floors, 为你推荐). Normal goods: the SPU id is the product id. */
export const goodsCard = z.object({
  spu_id: z.number().int(),
  product_id: z.number().int(),
  store_name: z.string(),
  image: z.string(),
  price: z.number().int(),
  ot_price: z.number().int(),
  sales: z.number().int(),
  mer_id: z.number().int(),
  merchant: z.object({ mer_name: z.string(), is_trader: z.boolean() }),
});
export type GoodsCard = z.infer<typeof goodsCard>;

/** GET /api/product/spu/hot/:type, /api/product/spu/recommend */
export const goodsCardPage = pageOfList(goodsCard);

/** A card of a search: the list card with its rating, stock and the 券 tag. */
export const searchCard = goodsCard.extend({
  /** 0..5, one decimal */
  rate: z.number(),
  stock: z.number().int(),
  /** a shop or goods coupon of it can be claimed (the 券 tag) */
  has_coupon: z.boolean(),
});
export type SearchCard = z.infer<typeof searchCard>;

/** GET /api/product/spu/lst, /api/product/spu/merchant/:id */
export const searchCardPage = pageOfList(searchCard);

export interface CategoryNode {
  id: number;
  pid: number;
  cate_name: string;
  /** the English name ('': none) */
  cate_name_en: string;
  pic: string;
  /** [] at the third level */
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  cate_name: z.string(),
  cate_name_en: z.string(),
  pic: z.string(),
  get children() {
    return z.array(categoryNode);
  },
});
/** GET /api/store/product/category/lst: the 3-level tree, each level by sort (higher first), then id. */
export const categories = z.array(categoryNode);

export const brand = z.object({
  brand_id: z.number().int(),
  brand_name: z.string(),
  pic: z.string(),
  category_id: z.number().int(),
});
export type Brand = z.infer<typeof brand>;
/** GET /api/store/product/brand/lst: the brands of the goods matching the other filters, most goods first. */
export const brandPage = pageOfList(brand);

export const paramFilter = z.object({ name: z.string(), values: z.array(z.string()) });
export type ParamFilter = z.infer<typeof paramFilter>;
/** GET /api/product/spu/params: at most 6 parameters, each with 2 to 12 values. */
export const paramFilters = z.array(paramFilter);

export const skuInfo = z.object({
  unique: z.string(),
  price: z.number().int(),
  ot_price: z.number().int(),
  stock: z.number().int(),
  image: z.string(),
});
export type SkuInfo = z.infer<typeof skuInfo>;

/** The shop card of the goods pages (and the head of a shop's own page). */
export const shopCardInfo = z.object({
  mer_id: z.number().int(),
  mer_name: z.string(),
  mer_avatar: z.string(),
  mer_info: z.string(),
  is_trader: z.boolean(),
  type_name: z.string(),
  /** the shop type's English name ('': none) */
  type_name_en: z.string(),
  care_count: z.number().int(),
  /** 0..5, one decimal */
  product_score: z.number(),
  service_score: z.number(),
  postage_score: z.number(),
  /** the viewer follows the shop */
  isFollow: z.boolean(),
});
export type ShopCardInfo = z.infer<typeof shopCardInfo>;

/** GET /api/store/product/detail/:id: what the goods page needs above the fold. */
export const goodsDetail = z.object({
  product_id: z.number().int(),
  store_name: z.string(),
  store_info: z.string(),
  unit_name: z.string(),
  image: z.string(),
  slider_image: z.array(z.string()),
  price: z.number().int(),
  ot_price: z.number().int(),
  stock: z.number().int(),
  sales: z.number().int(),
  /** 0..5, one decimal */
  rate: z.number(),
  cate_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  once_min_count: z.number().int(),
  /** 0: no limit */
  once_max_count: z.number().int(),
  attr: z.array(z.object({ attr_name: z.string(), attr_values: z.array(z.string()) })),
  /** keyed by the selected values joined with ',' ('' for single-spec goods) */
  sku: z.record(z.string(), skuInfo),
  /** the viewer has it in their favourites */
  isRelation: z.boolean(),
  /** rate: share of 好评 in percent, 100 without reviews */
  reply: z.object({ count: z.number().int(), rate: z.number().int() }),
  mer_id: z.number().int(),
  merchant: shopCardInfo,
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

/** GET /api/store/product/show/:id: description (sanitised HTML), parameters, shipping and guarantees. */
export const goodsShow = z.object({
  product_id: z.number().int(),
  content: z.string(),
  params: z.array(z.object({ name: z.string(), value: z.string() })),
  /** e.g. '广东深圳' */
  shipping: z.object({ ships_from: z.string() }),
  guarantee: z.array(z.object({ guarantee_name: z.string(), guarantee_info: z.string() })),
});
export type GoodsShow = z.infer<typeof goodsShow>;

export const goodsReply = z.object({
  reply_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  sku: z.string(),
  comment: z.string(),
  pics: z.array(z.string()),
  product_score: z.number().int(),
  service_score: z.number().int(),
  postage_score: z.number().int(),
  merchant_reply_content: z.string(),
  create_time: z.string(),
});
export type GoodsReply = z.infer<typeof goodsReply>;

/** GET /api/store/product/reply/lst/:id: reviews of one class, newest first, with the counts per class. */
export const replyPage = pageOfList(goodsReply).extend({
  stat: z.object({
    count: z.number().int(),
    best: z.number().int(),
    middle: z.number().int(),
    negative: z.number().int(),
    /** share of 好评 in percent */
    rate: z.number().int(),
  }),
});
export type ReplyPage = z.infer<typeof replyPage>;
