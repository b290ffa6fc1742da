/**
 * What the browsing pages need beyond the catalog: the /goods_list banners, each shop's home
 * carousel and its business licence (an SVG with the shop's registered details).
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { groupData, merchant, merchantCategory, merchantProfile } from '../db/schema';
import { hotBannerKey, type HomeBannerValue } from '../modules/site/settings';
import { bannerSvg, escapeXml, writeSvgFiles } from './svg';

const img = (name: string) => `/uploads/seed/shop/${name}.svg`;

const HOT_BANNERS = {
  best: { title: '精品推荐', subtitle: '品质好物 官方严选', from: '#b8860b', to: '#ecaf17' },
  new: { title: '首发新品', subtitle: '新品抢先购 尝鲜正当时', from: '#1f3c88', to: '#4f8ef7' },
  hot: { title: '热门榜单', subtitle: '大家都在买的人气好货', from: '#e33128', to: '#ff8a3d' },
  good: { title: '推荐单品', subtitle: '口碑好评 闭眼入', from: '#2e7d32', to: '#8bc34a' },
} as const;

const SHOP_SLIDES = [
  { suffix: '全场满199减20', from: '#e33128', to: '#ff8a3d' },
  { suffix: '新品上架 关注有礼', from: '#1f3c88', to: '#4f8ef7' },
];

/** A business licence look-alike with the shop's own name, address and a made-up credit code. */
function licenceSvg(name: string, address: string, category: string, id: number) {
  const code = `91330${String(100000 + id * 7919).slice(0, 6)}MA${String(id).padStart(4, '0')}X${(id * 37) % 10}`;
  const font = `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, serif"`;
  const row = (y: number, label: string, value: string) =>
    `<text x="120" y="${y}" ${font} font-size="22" fill="#333">${label}</text><text x="290" y="${y}" ${font} font-size="22" fill="#111">${escapeXml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640" viewBox="0 0 900 640">
<rect width="900" height="640" fill="#fdf6e3"/>
<rect x="20" y="20" width="860" height="600" fill="none" stroke="#c0392b" stroke-width="6"/>
<rect x="34" y="34" width="832" height="572" fill="none" stroke="#c0392b" stroke-width="2"/>
<text x="450" y="120" ${font} font-size="52" font-weight="bold" fill="#c0392b" text-anchor="middle" letter-spacing="12">营业执照</text>
<text x="450" y="160" ${font} font-size="18" fill="#666" text-anchor="middle">（副本）统一社会信用代码 ${code}</text>
${row(230, '名　　称', name)}
${row(280, '类　　型', '有限责任公司')}
${row(330, '经营范围', `${category}产品的销售；网上贸易代理`)}
${row(380, '住　　所', address)}
${row(430, '注册资本', '壹仟万元整')}
${row(480, '成立日期', '2018年06月18日')}
<circle cx="720" cy="520" r="70" fill="none" stroke="#e74c3c" stroke-width="5" opacity="0.8"/>
<text x="720" y="528" ${font} font-size="15" fill="#e74c3c" text-anchor="middle" opacity="0.9">市场监督管理局</text>
<text x="450" y="590" ${font} font-size="14" fill="#999" text-anchor="middle">仅供本商城展示使用</text>
</svg>
`;
}

export async function insertShopPages(db: Db, uploadDir: string) {
  const files: Record<string, string> = {};
  const bannerRows = Object.entries(HOT_BANNERS).map(([type, b]) => {
    const image = img(`hot-${type}`);
    files[image] = bannerSvg({ width: 1200, height: 300, from: b.from, to: b.to, title: b.title, subtitle: b.subtitle });
    const value: HomeBannerValue = { image, url: `/goods_list?type=${type}`, title: b.title };
    return { group_key: hotBannerKey(type as keyof typeof HOT_BANNERS), value, sort: 0 };
  });
  await db.insert(groupData).values(bannerRows);

  const shops = await db
    .select({ id: merchant.id, name: merchant.mer_name, address: merchant.mer_address, category: merchantCategory.name })
    .from(merchant)
    .innerJoin(merchantCategory, eq(merchantCategory.id, merchant.category_id))
    .orderBy(asc(merchant.id));
  const profiles = shops.map((s) => {
    const banners = SHOP_SLIDES.map((slide, i) => {
      const image = img(`m${s.id}-slide-${i + 1}`);
      files[image] = bannerSvg({ width: 1200, height: 360, from: slide.from, to: slide.to, title: s.name, subtitle: slide.suffix });
      return { image, url: `/store?id=${s.id}` };
    });
    // random file names: the licence is only listed after a captcha, so its address must not be guessable
    const licence = `/uploads/seed/licence/${randomBytes(12).toString('hex')}.svg`;
    files[licence] = licenceSvg(s.name, s.address, s.category, s.id);
    return { mer_id: s.id, banners, licences: [licence] };
  });
  if (profiles.length > 0) await db.insert(merchantProfile).values(profiles).onConflictDoNothing();
  await writeSvgFiles(uploadDir, files);
  return { banners: bannerRows.length, shops: profiles.length };
}
