import { useCatalogTexts } from './catalog-texts';

/* Labels the platform stores in both languages (categories, shop types): the English one when the
   shopper chose English and the platform named it, else the Chinese. */

export function useCategoryName(): (category: { cate_name: string; cate_name_en?: string }) => string {
  const { language } = useCatalogTexts();
  return (c) => (language === 'en' && c.cate_name_en) || c.cate_name;
}

export function useShopTypeName(): (shop: { type_name: string; type_name_en?: string }) => string {
  const { language } = useCatalogTexts();
  return (s) => (language === 'en' && s.type_name_en) || s.type_name;
}

/** Any label stored with an English name beside it (shop street tabs, news categories, settlement options). */
export function useEnglishName(): (chinese: string, english?: string) => string {
  const { language } = useCatalogTexts();
  return (zh, en) => (language === 'en' && en) || zh;
}
