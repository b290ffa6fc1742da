/**
 * Demo news (资讯): categories and articles with rich HTML (sanitised like any article) and
 * locally generated cover images.
 */
import type { Db } from '../db/client';
import { article, articleCategory } from '../db/schema';
import { sanitizeRichText } from '../lib/sanitize';
import { bannerSvg, writeSvgFiles } from './svg';

const cover = (i: number) => `/uploads/seed/article/cover-${i}.svg`;

interface DemoArticle {
  title: string;
  synopsis: string;
  author: string;
  paragraphs: string[];
}

const CATEGORIES: { title: string; title_en: string; colors: [string, string]; articles: DemoArticle[] }[] = [
  {
    title: '平台公告',
    title_en: 'Announcements',
    colors: ['#e33128', '#ff8a3d'],
    articles: [
      { title: 'e购商城年货节活动规则公告', synopsis: '年货节期间全场满300减50，跨店可用，活动时间与规则说明。', author: '平台运营部', paragraphs: ['年货节活动时间为1月10日0点至1月25日24点，活动期间平台通用券、跨店满减券可叠加店铺券使用。', '参与活动的商品以商品详情页标注为准，部分特价商品不参与满减。', '活动期间下单的商品将按下单顺序依次发货，春节期间物流时效可能延长，敬请谅解。'] },
      { title: '关于春节期间物流配送安排的通知', synopsis: '春节期间部分地区快递停运，请合理安排购物时间。', author: '平台客服中心', paragraphs: ['受春节假期影响，1月26日至2月3日期间新疆、西藏、青海等偏远地区暂停配送。', '其他地区快递正常揽收，但配送时效将延长2至5天。', '如遇物流异常，可在订单详情页查看物流信息或联系在线客服。'] },
      { title: '平台用户协议更新公告', synopsis: '为更好地保障您的权益，我们更新了用户服务协议与隐私政策。', author: '平台法务部', paragraphs: ['本次更新主要涉及个人信息保护、售后服务规则与优惠券使用规则。', '更新后的协议自发布之日起生效，您可在“个人中心 - 设置”中查看完整内容。'] },
      { title: '新用户专享福利上线', synopsis: '新注册用户可领取无门槛优惠券，首单立减。', author: '平台运营部', paragraphs: ['即日起，新注册用户可在领券中心领取5元无门槛券，全场通用。', '首单满99元还可享受包邮服务，快来体验吧！'] },
      { title: '关于打击虚假交易的公告', synopsis: '平台将持续打击刷单、虚假评价等违规行为。', author: '平台治理中心', paragraphs: ['平台坚决打击任何形式的虚假交易、恶意刷单与虚假评价。', '一经查实，将对相关商家采取警告、下架商品、冻结店铺等处罚措施。'] },
    ],
  },
  {
    title: '购物指南',
    title_en: 'Shopping guide',
    colors: ['#1f3c88', '#4f8ef7'],
    articles: [
      { title: '如何领取和使用优惠券', synopsis: '一文读懂店铺券、商品券、品类券与跨店券的区别和使用方法。', author: '购物小助手', paragraphs: ['店铺券仅限在发券店铺内使用；商品券只对指定商品生效。', '通用券全场可用；品类券限指定分类的商品；跨店券可在参与活动的多家店铺间凑单使用。', '下单时系统会自动为您选择优惠力度最大的组合，您也可以手动更换。'] },
      { title: '七天无理由退货怎么申请', synopsis: '退货流程、运费承担和退款到账时间说明。', author: '购物小助手', paragraphs: ['签收后7天内，商品完好且不影响二次销售的，可在订单详情页申请退货。', '商家同意后请按页面提示寄回商品，并填写物流单号。', '商家确认收货后，退款将原路退回，一般1至3个工作日到账。'] },
      { title: '如何选择适合自己的笔记本电脑', synopsis: '处理器、内存、屏幕与续航，选购笔记本电脑的四个关键点。', author: '数码频道', paragraphs: ['日常办公选择轻薄本即可，关注重量与续航；设计与游戏用户需要独立显卡与高刷新率屏幕。', '内存建议16GB起步，硬盘优先选择固态硬盘。', '屏幕方面，2.5K及以上分辨率与高色域更适合长时间使用。'] },
      { title: '发票开具常见问题', synopsis: '电子普通发票与增值税专用发票的开具方式。', author: '平台客服中心', paragraphs: ['下单时可选择开具电子普通发票或增值税专用发票，个人与企业抬头均可。', '订单完成后，可在“个人中心 - 我的发票”中查看与下载。'] },
      { title: '积分怎么获得和使用', synopsis: '下单、签到都能赚积分，结算时可抵扣现金。', author: '购物小助手', paragraphs: ['每日签到与确认收货均可获得积分。', '结算时可使用积分抵扣部分订单金额，抵扣比例以结算页为准。'] },
    ],
  },
  {
    title: '行业资讯',
    title_en: 'Industry news',
    colors: ['#2e7d32', '#8bc34a'],
    articles: [
      { title: '2025年智能家电消费趋势报告', synopsis: '以旧换新政策带动智能家电销量持续增长。', author: '家电频道', paragraphs: ['以旧换新补贴政策落地后，一级能效空调、冰箱与洗衣机销量明显增长。', '扫地机器人、洗地机等清洁电器成为年轻家庭的新宠。', '业内人士预计，全屋智能将成为下一阶段的增长点。'] },
      { title: '国潮美妆持续走红', synopsis: '国货美妆品牌凭借高性价比与文化元素赢得年轻消费者。', author: '美妆频道', paragraphs: ['越来越多的年轻消费者选择国货美妆品牌，口红、粉底与护肤套装最受欢迎。', '品牌通过联名与文创设计，让产品更具辨识度。'] },
      { title: '新一代旗舰手机选购指南', synopsis: '影像、续航与快充成为旗舰手机的主要卖点。', author: '数码频道', paragraphs: ['今年的旗舰手机普遍配备一英寸大底主摄与长焦镜头。', '大容量电池与百瓦级快充让续航焦虑成为过去。', '选购时建议关注系统更新周期与售后服务。'] },
      { title: '生鲜电商冷链配送升级', synopsis: '冷链仓储网络扩容，次日达覆盖更多城市。', author: '生鲜频道', paragraphs: ['多地新建冷链仓储中心，生鲜商品次日达覆盖范围进一步扩大。', '全程温控与可追溯包装让消费者买得更放心。'] },
      { title: '运动户外装备消费升温', synopsis: '露营、骑行与徒步装备销量同比大幅增长。', author: '运动频道', paragraphs: ['露营帐篷、户外折叠桌椅与便携电源成为热门商品。', '专业骑行服与徒步鞋的搜索量同比增长超过一倍。'] },
    ],
  },
  {
    title: '商家动态',
    title_en: 'Seller news',
    colors: ['#6a1b9a', '#ab47bc'],
    articles: [
      { title: '品牌旗舰店新品首发活动', synopsis: '多家品牌旗舰店同步首发新品，首发当天享专属优惠。', author: '商家运营部', paragraphs: ['本周多家品牌旗舰店同步首发新品，首发当天下单可享专属赠品。', '关注店铺即可第一时间获取上新通知。'] },
      { title: '商户入驻流程说明', synopsis: '提交申请、资质审核到开店上线，只需三步。', author: '招商中心', paragraphs: ['第一步：在“商户入驻”页面填写商户名称、联系人与联系电话，上传营业执照等资质。', '第二步：平台将在3个工作日内完成资质审核，审核结果可在“个人中心 - 入驻申请”中查看。', '第三步：审核通过后，平台将开通商家后台，完成店铺装修即可上线营业。'] },
      { title: '优质商家评选结果公示', synopsis: '本季度服务评分与物流评分领先的优质商家名单。', author: '平台治理中心', paragraphs: ['本季度共有30家商家获评“优质商家”，将获得首页品牌好店推荐位。', '评选依据包括商品评分、服务评分与物流评分。'] },
      { title: '店铺优惠券玩法上新', synopsis: '商家可设置限量券与每人限领张数，提升店铺转化。', author: '商家运营部', paragraphs: ['店铺优惠券支持设置发放总量、领取时间与每人限领张数。', '限量券领完即止，适合配合店铺活动营造稀缺感。'] },
      { title: '自营店铺服务升级', synopsis: '自营商品支持次日达与上门取件退货。', author: '自营运营部', paragraphs: ['自营商品在一二线城市支持次日达配送。', '退货支持免费上门取件，退款更快到账。'] },
    ],
  },
];

function articleHtml(a: DemoArticle, image: string): string {
  const body = a.paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  // the seed goes through the same sanitiser as any article (the script tag is dropped)
  return sanitizeRichText(
    `<p><img src="${image}" alt="${a.title}"></p>\n${body}\n<p style="color: #999999">（本文由${a.author}发布）</p><script>alert(1)</script>`,
  );
}

export async function writeArticleImages(uploadDir: string) {
  const files: Record<string, string> = {};
  let i = 0;
  for (const c of CATEGORIES) {
    for (const a of c.articles) {
      i += 1;
      files[cover(i)] = bannerSvg({ width: 600, height: 340, from: c.colors[0], to: c.colors[1], title: c.title, subtitle: a.title.length > 11 ? `${a.title.slice(0, 10)}…` : a.title });
    }
  }
  await writeSvgFiles(uploadDir, files);
}

export async function insertArticles(db: Db) {
  let i = 0;
  let count = 0;
  const now = Date.now();
  for (const [ci, c] of CATEGORIES.entries()) {
    const [cat] = await db
      .insert(articleCategory)
      .values({ title: c.title, title_en: c.title_en, sort: CATEGORIES.length - ci })
      .returning({ id: articleCategory.id });
    const rows = c.articles.map((a) => {
      i += 1;
      return {
        cid: cat.id,
        title: a.title,
        author: a.author,
        synopsis: a.synopsis,
        image_input: cover(i),
        content: articleHtml(a, cover(i)),
        visit: (i * 37) % 500,
        created_at: new Date(now - i * 86_400_000 * 1.5),
      };
    });
    await db.insert(article).values(rows);
    count += rows.length;
  }
  return { categories: CATEGORIES.length, articles: count };
}
