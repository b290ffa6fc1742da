/** Site settings and the home page's operator blocks (cached, public). */
import { z } from 'zod';
import { banner } from './shop';

export const copyrightEntry = z.object({ name: z.string(), url: z.string(), img: z.string().optional() });
export type CopyrightEntry = z.infer<typeof copyrightEntry>;

/** GET /api/pc/config */
export const siteConfig = z.object({
  site_logo: z.string(),
  site_name: z.string(),
  wechat_qrcode: z.string(),
  sys_phone: z.string(),
  site_url: z.string(),
  is_open_service: z.union([z.number(), z.string()]),
  site_keywords: z.string(),
  site_description: z.string(),
  beian_sn: z.string().optional(),
  site_address: z.string().optional(),
  hotline: z.string().optional(),
  copyright: z.array(copyrightEntry),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** GET /api/common/hot_keyword: the operator's hot search words, in their order. */
export const hotKeyword = z.object({ keyword: z.string() });
export type HotKeyword = z.infer<typeof hotKeyword>;
export const hotKeywords = z.array(hotKeyword);

/** POST /api/common/keywords: suggestions containing the keyword (search words and goods titles), shortest first. */
export const keywordSuggestion = z.object({ content: z.string() });
export type KeywordSuggestion = z.infer<typeof keywordSuggestion>;
export const keywordSuggestions = z.array(keywordSuggestion);

/** GET /api/agreement/:key: an agreement's title and its (sanitised) HTML. */
export const agreement = z.object({ title: z.string(), content: z.string() });
export type Agreement = z.infer<typeof agreement>;

/** GET /api/time: the server's clock, epoch milliseconds (never cached) */
export const serverTime = z.object({ now: z.number() });
export type ServerTime = z.infer<typeof serverTime>;

/** GET /api/pc/home */
export const homeData = z.object({
  pc_top_banner: z
    .object({ image: z.string(), group_data_id: z.union([z.number(), z.string()]), url: z.string().optional() })
    .nullable(),
  pc_home_banner: z.array(banner),
  /** label_en: the English label, '' when the operator set none */
  pc_home_tab: z.array(z.object({ label: z.string(), label_en: z.string().optional(), link: z.string() })),
});
export type HomeData = z.infer<typeof homeData>;

/** GET /api/area/code: phone area codes of the login forms. */
export const areaCode = z.object({ id: z.number().int(), state: z.string(), area_code: z.string() });
export type AreaCode = z.infer<typeof areaCode>;
