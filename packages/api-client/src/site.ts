import type {
  Agreement,
  AreaCode,
  CartCount,
  CopyrightEntry,
  HomeData,
  HotKeyword,
  KeywordSuggestion,
  SiteConfig,
} from '@mall/contracts';
import type { ApiCaller } from './client';

export type { Agreement, AreaCode, CopyrightEntry, HomeData, HotKeyword, KeywordSuggestion, SiteConfig };

export const siteApi = (c: ApiCaller) => ({
  config: () => c.get<SiteConfig>('/api/pc/config'),
  home: () => c.get<HomeData>('/api/pc/home'),
  hotKeywords: () => c.get<HotKeyword[]>('/api/common/hot_keyword'),
  suggest: (keyword: string) => c.post<KeywordSuggestion[]>('/api/common/keywords', { keyword }),
  areaCodes: () => c.get<AreaCode[]>('/api/area/code'),
  cartCount: () => c.get<CartCount>('/api/user/cart/count'),
  featureSwitches: () => c.get<Record<string, number>>('/api/config'),
});
