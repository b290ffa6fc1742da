import type { ApiCaller } from './client';

export interface CopyrightEntry {
  name: string;
  url: string;
  img?: string;
}

export interface SiteConfig {
  site_logo: string;
  site_name: string;
  wechat_qrcode: string;
  sys_phone: string;
  site_url: string;
  is_open_service: number | string;
  site_keywords: string;
  site_description: string;
  beian_sn?: string;
  site_address?: string;
  hotline?: string;
  copyright: CopyrightEntry[];
}

export interface HomeData {
  pc_top_banner: { image: string; group_data_id: number | string; url?: string } | null;
  pc_home_banner: { image: string; url: string; title?: string }[];
  /** label_en: the English label, '' when the operator set none */
  pc_home_tab: { label: string; label_en?: string; link: string }[];
}

export interface AreaCode {
  id: number;
  state: string;
  area_code: string;
}

export const siteApi = (c: ApiCaller) => ({
  config: () => c.get<SiteConfig>('/api/pc/config'),
  home: () => c.get<HomeData>('/api/pc/home'),
  hotKeywords: () => c.get<{ keyword: string }[]>('/api/common/hot_keyword'),
  suggest: (keyword: string) => c.post<{ content: string }[]>('/api/common/keywords', { keyword }),
  areaCodes: () => c.get<AreaCode[]>('/api/area/code'),
  cartCount: () => c.get<{ count: number }[]>('/api/user/cart/count'),
  featureSwitches: () => c.get<Record<string, number>>('/api/config'),
});
