import type { HomeBannerValue, HomeTabValue, Settings, TopBannerValue } from '../modules/site/settings';
import { badgeSvg, bannerSvg, logoSvg, qrSvg } from './svg';

const img = (name: string) => `/uploads/seed/site/${name}.svg`;

export const SITE_NAME = 'e购商城';

const carousel: (HomeBannerValue & { from: string; to: string; subtitle: string })[] = [
  { title: '年货节 好物提前购', subtitle: '满300减50 · 跨店可用', url: '/goods_list?type=hot', image: img('banner-1'), from: '#e33128', to: '#ff8a3d' },
  { title: '数码新品季', subtitle: '新品手机、笔记本电脑 12期免息', url: '/goods_list?type=new', image: img('banner-2'), from: '#1f3c88', to: '#4f8ef7' },
  { title: '美妆个护节', subtitle: '大牌口红 买一送一', url: '/goods_list?type=best', image: img('banner-3'), from: '#c2185b', to: '#f06292' },
  { title: '品质家居 焕新生活', subtitle: '家电家具 以旧换新', url: '/goods_list?type=good', image: img('banner-4'), from: '#2e7d32', to: '#8bc34a' },
];

export const topBanner: TopBannerValue = { image: img('top-banner'), url: '/coupon_center' };

export const homeBanners: HomeBannerValue[] = carousel.map(({ title, url, image }) => ({ title, url, image }));

export const homeTabs: HomeTabValue[] = [
  { label: '首页', label_en: 'Home', link: '/' },
  { label: '店铺街', label_en: 'Shops', link: '/shop_street' },
  { label: '品牌', label_en: 'Brands', link: '/brandList' },
  { label: '领券中心', label_en: 'Coupons', link: '/coupon_center' },
  { label: '秒杀', label_en: 'Flash sale', link: '/goods_seckill' },
  { label: '预售', label_en: 'Presale', link: '/goods_presell' },
  { label: '砍价', label_en: 'Bargains', link: '/goods_bargain' },
  { label: '拼团', label_en: 'Group buy', link: '/goods_combination' },
  { label: '直播', label_en: 'Live', link: '/live' },
  { label: '资讯', label_en: 'News', link: '/news_list' },
  { label: '商户入驻', label_en: 'Sell with us', link: '/merchant_settled' },
];

export const settings: Settings = {
  site_name: SITE_NAME,
  site_logo: img('logo'),
  site_url: 'http://127.0.0.1:3000',
  site_keywords: 'e购商城,网上购物,手机,女装,笔记本电脑,家用电器,美妆,零食',
  site_description: 'e购商城是多商户综合网购平台，汇聚品牌旗舰店与优质商家，正品保障、极速配送、售后无忧。',
  site_address: '北京市朝阳区建国路88号SOHO现代城A座18层',
  wechat_qrcode: img('wechat-qrcode'),
  sys_phone: '400-860-5200',
  hotline: '400-860-5200',
  beian_sn: '京ICP备20231234号-1',
  is_open_service: 1,
  copyright: [
    { name: '京ICP备20231234号-1', url: 'https://beian.miit.gov.cn/', img: '' },
    { name: '京公网安备11010502012345号', url: '#', img: img('badge-police') },
    { name: '营业执照', url: '/qualifications?id=1', img: img('badge-license') },
    { name: '© 2025 e购商城 版权所有', url: '#', img: '' },
  ],
  yue_pay_status: 1,
  pay_weixin_open: 1,
  alipay_open: 1,
  integral_status: 1,
  svip_switch_status: 1,
  mer_intention_open: 1,
};

export const hotKeywords = ['手机', '女装', '笔记本电脑', '零食', '口红', '运动鞋', '蓝牙耳机', '面膜', '空调', '连衣裙'];

export const suggestionKeywords = [
  '手机壳', '手机支架', '5G手机', '老人手机', '游戏手机', '华为手机', '小米手机', '手机充电器',
  '女装外套', '女装连衣裙', '女装卫衣', '女装春季新款', '笔记本电脑包', '游戏笔记本电脑', '轻薄笔记本电脑',
  '笔记本电脑支架', '零食大礼包', '进口零食', '办公室零食', '儿童零食', '口红套装', '口红小样', '哑光口红',
  '运动鞋男', '运动鞋女', '跑步运动鞋', '蓝牙耳机无线', '降噪耳机', '头戴式耳机', '补水面膜', '美白面膜',
  '面膜贴', '空调挂机', '变频空调', '空调扇', '连衣裙夏', '碎花连衣裙', '真丝连衣裙', '羽绒服', '牛仔裤',
  '电动牙刷', '洗发水', '猫粮', '纸巾', '大米', '坚果', '茶叶', '咖啡', '保温杯', '行李箱',
];

/** The site's images: URL path → SVG text. */
export function siteImages(): Record<string, string> {
  const files: Record<string, string> = {
    [img('logo')]: logoSvg(SITE_NAME),
    [img('wechat-qrcode')]: qrSvg('e购商城 公众号'),
    [img('badge-police')]: badgeSvg('警', '#1565c0'),
    [img('badge-license')]: badgeSvg('照', '#e33128'),
    [img('top-banner')]: bannerSvg({ width: 1920, height: 80, from: '#e33128', to: '#ecaf17', title: '新人专享 · 领券满199减30' }),
  };
  for (const b of carousel) {
    // the home carousel is 730 x 420 between the category menu and the welcome card
    files[b.image] = bannerSvg({ width: 730, height: 420, from: b.from, to: b.to, title: b.title, subtitle: b.subtitle, titleSize: 64 });
  }
  return files;
}
