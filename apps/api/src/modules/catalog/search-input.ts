import { z } from 'zod';
import { intField } from '../../http/fields';
import { pageFields } from '../../lib/paging';

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

const MAX_ID = 2_147_483_647;

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
const paramFilters = z
  .record(
    z.string().trim().min(1, '筛选参数名不能为空').max(64, '筛选参数名过长'),
    z
      .array(z.string({ error: '筛选参数值必须是字符串' }).max(255, '筛选参数值过长'), { error: '筛选参数值必须是数组' })
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
    .pipe(paramFilters),
);

/** Price bounds in integer fen, like every amount of the API. */
const priceField = (label: string) => optional(intField(label, 0, 100_000_000));

export const searchOrders = ['', 'sales', 'rate', 'price_asc', 'price_desc'] as const;
export type SearchOrder = (typeof searchOrders)[number];

/** What narrows a search: shared by the goods list and its brand and parameter filters. */
export const searchFilterShape = {
  keyword: keywordField,
  cate_pid: optional(intField('分类ID', 1, MAX_ID)),
  brand_id: idCsv('品牌', 30),
  mer_type_id: idCsv('店铺类型', 10),
  filter_params: filterParamsField,
  price_on: priceField('最低价'),
  price_off: priceField('最高价'),
  /** one shop's goods (the shop pages) */
  mer_id: optional(intField('店铺ID', 1, MAX_ID)),
};

/** A search query object: the filters plus `extra` fields, the price bounds in order. */
export function searchQuery<E extends z.ZodRawShape>(extra: E) {
  return z
    .object({ ...searchFilterShape, ...extra })
    .refine(
      (q) => {
        const { price_on, price_off } = q as { price_on?: number; price_off?: number };
        return price_on === undefined || price_off === undefined || price_on <= price_off;
      },
      { message: '最低价不能高于最高价' },
    );
}

export const searchFilterQuery = searchQuery({});
export type SearchFilter = z.output<typeof searchFilterQuery>;

export const goodsSearchQuery = searchQuery({
  order: z.preprocess((v) => v ?? '', z.enum(searchOrders, { error: '排序方式必须是 sales、rate、price_asc 或 price_desc' })),
  ...pageFields({ limit: 20 }),
});
export type GoodsSearchQuery = z.output<typeof goodsSearchQuery>;
