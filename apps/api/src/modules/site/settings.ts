/** A footer copyright/record entry; url '#' means shown without a link. */
export interface CopyrightEntry {
  name: string;
  url: string;
  img: string;
}

/** Every site setting kept in `system_config`, with the value used when a key is missing. */
export const settingDefaults = {
  site_name: '',
  site_logo: '',
  site_url: '',
  site_keywords: '',
  site_description: '',
  site_address: '',
  wechat_qrcode: '',
  sys_phone: '',
  hotline: '',
  beian_sn: '',
  is_open_service: 0 as 0 | 1,
  copyright: [] as CopyrightEntry[],
  yue_pay_status: 0 as 0 | 1,
  /** WeChat Pay (QR), through the payment provider */
  pay_weixin_open: 0 as 0 | 1,
  alipay_open: 0 as 0 | 1,
  integral_status: 0 as 0 | 1,
  svip_switch_status: 0 as 0 | 1,
  mer_intention_open: 0 as 0 | 1,
};

export type Settings = typeof settingDefaults;
export type SettingKey = keyof Settings;

export const pcConfigKeys = [
  'site_logo',
  'site_name',
  'wechat_qrcode',
  'sys_phone',
  'site_url',
  'is_open_service',
  'site_keywords',
  'site_description',
  'beian_sn',
  'site_address',
  'copyright',
  'hotline',
] as const satisfies readonly SettingKey[];

export const featureKeys = [
  'yue_pay_status',
  'pay_weixin_open',
  'alipay_open',
  'integral_status',
  'svip_switch_status',
  'mer_intention_open',
] as const satisfies readonly SettingKey[];

/** group_data keys */
export const groups = {
  topBanner: 'pc_top_banner',
  homeBanner: 'pc_home_banner',
  homeTab: 'pc_home_tab',
} as const;

export const hotBannerTypes = ['best', 'new', 'hot', 'good'] as const;
export type HotBannerType = (typeof hotBannerTypes)[number];
/** group_data key of a /goods_list?type= banner */
export const hotBannerKey = (type: HotBannerType) => `pc_hot_banner_${type}`;

export interface TopBannerValue {
  image: string;
  url: string;
}
export interface HomeBannerValue {
  image: string;
  url: string;
  title: string;
}
export interface HomeTabValue {
  label: string;
  /** shown when the shopper chose English (absent in rows stored before it existed) */
  label_en?: string;
  link: string;
}

export const agreementKeys = [
  'sys_user_agree',
  'sys_userr_privacy',
  'sys_receipt_agree',
  'sys_coupon_agree',
  'sys_integral_rule',
  'sys_product_presell_agree',
  'sys_merchant',
] as const;
export type AgreementKey = (typeof agreementKeys)[number];
