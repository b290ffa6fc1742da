import type { AreaCode, CopyrightEntry, HomeData, SiteConfig } from '@mall/contracts';
import type { ApiCaller } from './client';

export type { AreaCode, CopyrightEntry, HomeData, SiteConfig };

export const siteApi = (c: ApiCaller) => ({
  config: () => c.get<SiteConfig>('/api/pc/config'),
  home: () => c.get<HomeData>('/api/pc/home'),
  hotKeywords: () => c.get<{ keyword: string }[]>('/api/common/hot_keyword'),
  suggest: (keyword: string) => c.post<{ content: string }[]>('/api/common/keywords', { keyword }),
  areaCodes: () => c.get<AreaCode[]>('/api/area/code'),
  cartCount: () => c.get<{ count: number }[]>('/api/user/cart/count'),
  featureSwitches: () => c.get<Record<string, number>>('/api/config'),
});
