/** Shop (store) reads: the shop street, a shop's home, menu and goods, brands by category. Scores 0..5. */
import { z } from 'zod';
import { flagField, idField, idParams } from './fields';
import { goodsCard, keywordField, shopCardInfo } from './catalog';
import { pageFields, pageOfList } from './paging';

const blankless = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const shopOrders = ['', 'sales', 'rate'] as const;
export type ShopListOrder = (typeof shopOrders)[number];

/** GET /api/store/merchant/lst */
export const shopListQuery = z.object({
  keyword: keywordField,
  /** a shop category (GET /api/pc/mer_category) */
  category_id: blankless(idField('店铺分类')),
  /** a shop type (GET /api/store/merchant/type/lst) */
  type_id: blankless(idField('店铺类型')),
  is_best: blankless(flagField('is_best')),
  order: z.preprocess((v) => v ?? '', z.enum(shopOrders, { error: '排序方式必须是 sales 或 rate' })),
  ...pageFields(),
});
export type ShopListQuery = z.output<typeof shopListQuery>;

/** `:id` of a shop's calls. */
export const shopParams = idParams('店铺ID');

/** A shop of the shop street, with a few of its best sellers. */
export const shopCard = shopCardInfo.omit({ isFollow: true }).extend({
  mer_banner: z.string(),
  sales: z.number().int(),
  recommend: z.array(
    z.object({ product_id: z.number().int(), store_name: z.string(), image: z.string(), price: z.number().int() }),
  ),
});
export type ShopCard = z.infer<typeof shopCard>;
/** GET /api/store/merchant/lst */
export const shopPage = pageOfList(shopCard);

export const merchantType = z.object({
  mer_type_id: z.number().int(),
  type_name: z.string(),
  type_name_en: z.string(),
});
export type MerchantType = z.infer<typeof merchantType>;
/** GET /api/store/merchant/type/lst: 旗舰店, 专营店, … */
export const merchantTypes = z.array(merchantType);

export const merchantCategory = z.object({
  merchant_category_id: z.number().int(),
  category_name: z.string(),
  /** the English name ('': none) */
  category_name_en: z.string(),
});
export type MerchantCategory = z.infer<typeof merchantCategory>;
/** GET /api/pc/mer_category: the shop street's tabs. */
export const merchantCategories = z.array(merchantCategory);

/** GET /api/store/merchant/detail/:id: the shop card plus what its home page shows. */
export const shopDetail = shopCardInfo.extend({
  mer_banner: z.string(),
  mer_keyword: z.string(),
  mer_address: z.string(),
  mer_phone: z.string(),
  category_name: z.string(),
  category_name_en: z.string(),
  create_time: z.string(),
  is_best: z.boolean(),
  product_count: z.number().int(),
  sales: z.number().int(),
});
export type ShopDetail = z.infer<typeof shopDetail>;

export const banner = z.object({ image: z.string(), url: z.string(), title: z.string().optional() });
export type Banner = z.infer<typeof banner>;
/** GET /api/pc/mer_config/:id: the shop home's carousel (its banner when it has none). */
export const shopConfig = z.object({ mer_id: z.number().int(), banners: z.array(banner) });
export type ShopConfig = z.infer<typeof shopConfig>;

const namedCategory = z.object({ id: z.number().int(), cate_name: z.string(), cate_name_en: z.string() });
export const shopCategory = namedCategory.extend({
  children: z.array(namedCategory.extend({ count: z.number().int() })),
});
export type ShopCategory = z.infer<typeof shopCategory>;
/** GET /api/store/merchant/category/lst/:id: the platform's 2nd and 3rd level categories the shop sells in, each leaf with its goods count. */
export const shopCategories = z.array(shopCategory);

/** A top category, its 2nd-level categories and its best sellers. */
export const homeFloor = namedCategory.extend({
  pic: z.string(),
  children: z.array(namedCategory),
  list: z.array(goodsCard),
});
export type HomeFloor = z.infer<typeof homeFloor>;
/** GET /api/pc/rec_list: top categories in the menu's order, each with its 8 best sellers. */
export const homeFloorPage = pageOfList(homeFloor);

export const brandGroup = z.object({
  category_id: z.number().int(),
  cate_name: z.string(),
  cate_name_en: z.string(),
  brands: z.array(z.object({ brand_id: z.number().int(), brand_name: z.string(), pic: z.string() })),
});
export type BrandGroup = z.infer<typeof brandGroup>;
/** GET /api/store/product/brand/category: every brand, grouped by its top category in the menu's order. */
export const brandGroups = z.array(brandGroup);

/** POST /api/store/certificate/:mer_id: the shop's licence images. */
export const shopLicence = z.object({ mer_name: z.string(), type_name: z.string(), images: z.array(z.string()) });
export type ShopLicence = z.infer<typeof shopLicence>;
