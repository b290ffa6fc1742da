/**
 * Product "families": per second-level category defaults that drive title
 * building, spec attributes, prices, params and the drawn image.
 * Third-level categories (see categories.ts) may override any field.
 */
import type { Shape } from './shapes.js';

/** One of the three image variants of a family; when the family has a
 *  primary attribute (颜色/口味/色号…) the label doubles as the attr value. */
export interface Look { label: string; hex: string }

export interface SpecDef {
  name: string;
  /** value label and its price multiplier relative to the cheapest tier */
  values: [string, number][];
  /** how many contiguous tiers a product offers */
  pick: [number, number];
  /** show the first chosen tier in the title (e.g. 12GB+256GB, 500g) */
  inTitle?: boolean;
}

export interface Family {
  tag: string;              // search word ensured in titles (手机, 女装, 零食 …)
  unit: string;
  shape: Shape;
  price: [number, number];  // yuan, price of the cheapest sku
  naming: 'model' | 'style';
  season?: boolean;         // prefix titles with e.g. 2026秋季新款
  prefixes: string[];       // model series (model naming) or style words
  features: string[];       // selling-point words
  looks: [Look, Look, Look];
  primary?: string;         // attr name bound to looks (颜色/口味/色号/款式)
  primaryChance: number;
  spec?: SpecDef;
  specChance: number;
  params: [string, string[]][];
  origins: string[];
  weight: number;           // relative share of goods
  noBrand: number;          // chance a product has no brand
  nouns?: string[];         // title nouns; default is the category name
  kg?: [number, number];    // gross weight range for the 商品毛重 param
  brands?: string[];        // restrict brands (names) for this leaf; [] = unbranded
}

export type FamilyOverride = Partial<Family>;

// ---------------------------------------------------------------- palettes
const L = (label: string, hex: string): Look => ({ label, hex });
const DIGITAL: [Look, Look, Look] = [L('曜石黑', '#23262b'), L('冰川银', '#b8c0cc'), L('星河蓝', '#3b6fd6')];
const ACCESSORY: [Look, Look, Look] = [L('黑色', '#2b2b2b'), L('白色', '#f1f3f5'), L('远峰蓝', '#5b84c4')];
const APPLIANCE: [Look, Look, Look] = [L('典雅白', '#eef1f4'), L('星空灰', '#5f6670'), L('香槟金', '#d8b77a')];
const WOMEN: [Look, Look, Look] = [L('黑色', '#222222'), L('杏色', '#e8d3b0'), L('雾霾蓝', '#8aa3c2')];
const MEN: [Look, Look, Look] = [L('黑色', '#222222'), L('藏青色', '#1f2f4f'), L('卡其色', '#b89b6c')];
const UNDER: [Look, Look, Look] = [L('肤色', '#e9c9a9'), L('黑色', '#2a2a2a'), L('浅粉色', '#f3c1cc')];
const SHOES: [Look, Look, Look] = [L('黑色', '#262626'), L('白色', '#f4f4f4'), L('灰色', '#9aa0a6')];
const BAGS: [Look, Look, Look] = [L('黑色', '#262626'), L('焦糖棕', '#8a5a32'), L('奶白色', '#f1e9dc')];
const SKIN: [Look, Look, Look] = [L('经典款', '#f6d5d8'), L('清爽款', '#cfe8f3'), L('滋润款', '#f5e3c0')];
const LIPS: [Look, Look, Look] = [L('#999复古红', '#a4161a'), L('#316豆沙色', '#b5656b'), L('#888枫叶橘', '#d9622b')];
const HOME: [Look, Look, Look] = [L('米白色', '#efe8dc'), L('浅灰色', '#b9bec4'), L('雾霾蓝', '#8aa3c2')];
const WOOD: [Look, Look, Look] = [L('原木色', '#c89f6e'), L('胡桃色', '#6d4a2e'), L('奶油白', '#f3ede2')];
const KIDS: [Look, Look, Look] = [L('活力黄', '#f6c343'), L('天空蓝', '#62a8e5'), L('樱花粉', '#f29bb5')];
const SPORT: [Look, Look, Look] = [L('黑色', '#222222'), L('荧光绿', '#9bd13a'), L('深海蓝', '#1f4e8c')];
const OUTDOOR: [Look, Look, Look] = [L('军绿色', '#56633d'), L('沙漠卡其', '#c2a878'), L('橙色', '#e8762d')];
const PAPER: [Look, Look, Look] = [L('经典版', '#c0392b'), L('典藏版', '#2c3e50'), L('插图版', '#16a085')];
const STATIONERY: [Look, Look, Look] = [L('黑色', '#222222'), L('蓝色', '#2f6fd0'), L('红色', '#d63b3b')];

// ---------------------------------------------------------------- specs
const MEM: SpecDef = { name: '存储容量', values: [['8GB+128GB', 1], ['8GB+256GB', 1.12], ['12GB+256GB', 1.25], ['12GB+512GB', 1.4], ['16GB+1TB', 1.6]], pick: [2, 4], inTitle: true };
const PC: SpecDef = { name: '配置', values: [['i5 16G 512G', 1], ['i5 16G 1T', 1.12], ['i7 16G 1T', 1.3], ['i7 32G 1T', 1.5], ['i9 32G 2T', 1.9]], pick: [2, 3], inTitle: true };
const CLOTH: SpecDef = { name: '尺码', values: [['S', 1], ['M', 1], ['L', 1], ['XL', 1], ['XXL', 1], ['3XL', 1.05]], pick: [4, 6] };
const KIDSIZE: SpecDef = { name: '尺码', values: [['90cm', 1], ['100cm', 1], ['110cm', 1], ['120cm', 1.05], ['130cm', 1.1], ['140cm', 1.15]], pick: [4, 6] };
const SHOE: SpecDef = { name: '尺码', values: [['36', 1], ['37', 1], ['38', 1], ['39', 1], ['40', 1], ['41', 1], ['42', 1], ['43', 1], ['44', 1]], pick: [5, 8] };
const VOLUME: SpecDef = { name: '规格', values: [['30ml', 1], ['50ml', 1.5], ['100ml', 2.6]], pick: [1, 3], inTitle: true };
const SNACK: SpecDef = { name: '规格', values: [['200g', 1], ['500g', 2.2], ['1kg', 4], ['礼盒装1.5kg', 6]], pick: [1, 3], inTitle: true };
const FRUIT: SpecDef = { name: '规格', values: [['2.5kg', 1], ['5kg', 1.8], ['10kg', 3.3]], pick: [1, 3], inTitle: true };
const PACK: SpecDef = { name: '规格', values: [['单瓶装', 1], ['2瓶装', 1.9], ['整箱12瓶', 10]], pick: [1, 3], inTitle: true };
const MEAT: SpecDef = { name: '规格', values: [['500g', 1], ['1kg', 1.9], ['2kg', 3.6]], pick: [1, 3], inTitle: true };
const BED: SpecDef = { name: '尺寸', values: [['1.2m床', 1], ['1.5m床', 1.15], ['1.8m床', 1.3], ['2.0m床', 1.45]], pick: [2, 4], inTitle: true };
const FURN: SpecDef = { name: '规格', values: [['标准款', 1], ['加大款', 1.25], ['豪华款', 1.6]], pick: [1, 3] };
const SET: SpecDef = { name: '套装', values: [['单件装', 1], ['两件套', 1.8], ['三件套', 2.5]], pick: [1, 3] };
const EDITION: SpecDef = { name: '版本', values: [['标准版', 1], ['升级版', 1.25], ['旗舰版', 1.6]], pick: [1, 3], inTitle: true };

// ---------------------------------------------------------------- shared params
const ORIGIN_CN = ['广东深圳', '广东东莞', '浙江杭州', '江苏苏州', '上海', '福建厦门', '山东青岛', '四川成都', '湖北武汉', '浙江宁波'];
const DIGITAL_PARAMS: [string, string[]][] = [
  ['屏幕尺寸', ['6.1英寸', '6.36英寸', '6.67英寸', '6.78英寸', '6.82英寸']],
  ['处理器', ['骁龙8 Gen3', '天玑9300', '骁龙7+ Gen3', '天玑8300']],
  ['电池容量', ['5000mAh', '5500mAh', '6000mAh', '4800mAh']],
  ['充电功率', ['67W', '80W', '100W', '120W']],
  ['网络制式', ['5G全网通']],
];
const TABLET_PARAMS: [string, string[]][] = [
  ['屏幕尺寸', ['10.95英寸', '11.5英寸', '12.1英寸', '12.7英寸']],
  ['屏幕刷新率', ['90Hz', '120Hz', '144Hz']],
  ['电池容量', ['7250mAh', '8000mAh', '10050mAh']],
  ['操作系统', ['HarmonyOS', 'Android']],
];
const GADGET_PARAMS: [string, string[]][] = [
  ['续航时间', ['7天', '14天', '30小时', '36小时', '48小时']],
  ['连接方式', ['蓝牙5.3', '蓝牙5.4', 'Type-C', 'Wi-Fi 6']],
  ['防水等级', ['IP54', 'IP67', 'IP68', '5ATM']],
  ['保修期', ['1年', '2年']],
];
const PC_PARAMS: [string, string[]][] = [
  ['屏幕尺寸', ['14英寸', '15.6英寸', '16英寸', '27英寸']],
  ['显卡', ['集成显卡', 'RTX 4050', 'RTX 4060', 'RTX 4070']],
  ['操作系统', ['Windows 11', '无系统']],
  ['保修期', ['1年', '2年', '3年']],
];
const APPLIANCE_PARAMS: [string, string[]][] = [
  ['能效等级', ['一级能效', '二级能效', '新一级能效']],
  ['额定功率', ['800W', '1200W', '1500W', '2000W']],
  ['控制方式', ['触控', '旋钮', 'APP智控', '遥控']],
  ['保修期', ['整机1年', '整机3年', '整机6年']],
];
const CLOTH_PARAMS: [string, string[]][] = [
  ['面料', ['棉', '聚酯纤维', '莫代尔', '亚麻', '真丝', '羊毛']],
  ['版型', ['宽松', '修身', '直筒', '常规']],
  ['适用季节', ['春季', '夏季', '秋季', '冬季', '四季']],
  ['风格', ['通勤', '休闲', '简约', '复古', '街头']],
  ['适用人群', ['青年', '中年', '大码人群']],
];
const SHOE_PARAMS: [string, string[]][] = [
  ['鞋面材质', ['网面', '头层牛皮', '超纤皮', '飞织', '帆布']],
  ['鞋底材质', ['橡胶', 'EVA', 'TPU', '缓震中底']],
  ['闭合方式', ['系带', '一脚蹬', '魔术贴']],
  ['适用季节', ['春秋', '夏季', '冬季', '四季']],
];
const BEAUTY_PARAMS: [string, string[]][] = [
  ['适合肤质', ['任何肤质', '干性肤质', '油性肤质', '混合肤质', '敏感肌']],
  ['功效', ['补水保湿', '修护', '提亮肤色', '控油', '抗皱紧致']],
  ['保质期', ['3年', '36个月', '24个月']],
  ['化妆品备案号', ['国妆备进字J2026xxxx', '粤G妆网备字2026xxxx', '浙G妆网备字2026xxxx']],
];
const FOOD_PARAMS: [string, string[]][] = [
  ['保质期', ['180天', '270天', '12个月', '9个月']],
  ['储存条件', ['常温', '阴凉干燥处', '开封后冷藏']],
  ['包装方式', ['袋装', '盒装', '罐装', '礼盒装']],
  ['配料', ['详见包装', '无添加蔗糖', '非油炸']],
  ['生产许可证编号', ['SC10434012345678', 'SC11833056781234', 'SC12335079012345']],
];
const FRESH_PARAMS: [string, string[]][] = [
  ['储存条件', ['冷藏', '冷冻', '常温避光']],
  ['包装方式', ['简装', '礼盒装', '泡沫箱装']],
  ['配送方式', ['顺丰冷链', '产地直发', '同城配送']],
  ['等级', ['特级', '一级', '精选大果']],
];
const HOME_PARAMS: [string, string[]][] = [
  ['材质', ['纯棉', '天丝', '实木', '板材', '不锈钢', '陶瓷', '硅胶']],
  ['风格', ['北欧', '简约现代', '新中式', '日式', '轻奢']],
  ['适用空间', ['卧室', '客厅', '厨房', '书房', '餐厅']],
  ['安装方式', ['免安装', '上门安装', '自行组装']],
];
const BABY_PARAMS: [string, string[]][] = [
  ['适用年龄', ['0-6个月', '6-12个月', '1-3岁', '3-6岁', '6岁以上']],
  ['材质', ['食品级PP', '纯棉', 'ABS塑料', '硅胶', '毛绒']],
  ['安全标准', ['GB 6675', 'GB 31701', '3C认证']],
  ['保质期', ['24个月', '36个月']],
];
const SPORT_PARAMS: [string, string[]][] = [
  ['适用场景', ['跑步', '健身', '篮球', '徒步', '露营', '瑜伽']],
  ['材质', ['锦纶', '聚酯纤维', '橡胶', '铝合金', '碳素钢', 'TPE']],
  ['功能', ['速干', '透气', '防滑', '减震', '防水', '防风']],
  ['保修期', ['1年', '2年']],
];
const BOOK_PARAMS: [string, string[]][] = [
  ['出版社', ['人民文学出版社', '中信出版社', '译林出版社', '商务印书馆', '接力出版社', '高等教育出版社']],
  ['装帧', ['平装', '精装']],
  ['开本', ['16开', '32开', '大16开']],
  ['页数', ['256页', '320页', '416页', '528页']],
  ['ISBN', ['9787020000000', '9787508600000', '9787544700000']],
];
const PEN_PARAMS: [string, string[]][] = [
  ['笔芯规格', ['0.5mm', '0.38mm', '0.7mm']],
  ['材质', ['塑料', '金属', '纸质', 'PP']],
  ['适用场景', ['学生', '办公', '考试']],
];

const model = (tag: string, unit: string, shape: Shape, price: [number, number], prefixes: string[], features: string[], looks: [Look, Look, Look], params: [string, string[]][], extra: FamilyOverride = {}): Family => ({
  tag, unit, shape, price, naming: 'model', prefixes, features, looks, primary: '颜色', primaryChance: 0.85, specChance: 0.8, params, origins: ORIGIN_CN, weight: 1, noBrand: 0.1, ...extra,
});
const style = (tag: string, unit: string, shape: Shape, price: [number, number], prefixes: string[], features: string[], looks: [Look, Look, Look], params: [string, string[]][], extra: FamilyOverride = {}): Family => ({
  tag, unit, shape, price, naming: 'style', prefixes, features, looks, primary: '颜色', primaryChance: 0.85, specChance: 0.85, params, origins: ORIGIN_CN, weight: 1, noBrand: 0.2, ...extra,
});

/** Keyed by second-level category name. */
export const FAMILIES: Record<string, Family> = {
  // 手机数码
  手机通讯: model('手机', '台', 'phone', [999, 5499], ['X', 'Note', 'Mate', 'Nova', 'K', 'Neo', 'S', 'Reno'], ['旗舰影像', '120Hz高刷屏', '100W快充', '超长续航', '卫星通信', '骁龙芯片', 'AI大模型', '超薄机身'], DIGITAL, DIGITAL_PARAMS, { spec: MEM, weight: 3, noBrand: 0.03, kg: [0.18, 0.25] }),
  智能设备: model('智能穿戴', '件', 'watch', [199, 2999], ['Watch', 'Band', 'GT', 'Fit', 'Vision'], ['血氧心率监测', '长续航', '蓝牙通话', 'NFC支付', '运动模式', 'AMOLED屏'], DIGITAL, GADGET_PARAMS, { spec: EDITION, specChance: 0.4 }),
  影音娱乐: model('耳机', '件', 'headphones', [99, 1999], ['Buds', 'FreeBuds', 'Air', 'Pods', 'Sound', 'Boom'], ['主动降噪', '空间音频', 'Hi-Res认证', '40小时续航', '低延迟', '无线充电'], ACCESSORY, GADGET_PARAMS, { spec: EDITION, specChance: 0.3, weight: 1.5 }),
  数码配件: model('数码配件', '件', 'charger', [19, 299], ['Power', 'Go', 'Max', 'Mini', 'Pro'], ['快充', '氮化镓', '轻薄便携', '多口输出', '安全认证', '磁吸'], ACCESSORY, GADGET_PARAMS, { spec: SET, specChance: 0.5, weight: 1.5, noBrand: 0.3 }),
  摄影摄像: model('相机', '台', 'camera', [1299, 15999], ['Z', 'R', 'EOS', 'Alpha', 'Action', 'Mini'], ['4K高清录制', '防抖', '全画幅', '高速对焦', 'Vlog神器', '轻便机身'], DIGITAL, GADGET_PARAMS, { spec: EDITION, specChance: 0.6 }),
  // 电脑办公
  电脑整机: model('电脑', '台', 'laptop', [2999, 12999], ['ThinkBook', 'ProArt', 'Air', 'Pro', 'G', 'Legion', 'Zen'], ['轻薄本', '2.5K高刷屏', '长续航', '高性能', '全金属机身', '雷电4接口'], DIGITAL, PC_PARAMS, { spec: PC, weight: 2, noBrand: 0.03, kg: [1.1, 2.6] }),
  电脑配件: model('电脑配件', '件', 'keyboard', [49, 1999], ['K', 'MX', 'G', 'Pro', 'Lite'], ['无线连接', '静音设计', '人体工学', 'RGB背光', '高刷新率', '即插即用'], ACCESSORY, GADGET_PARAMS, { spec: EDITION, specChance: 0.5, weight: 1.5, kg: [0.08, 1.2] }),
  办公设备: model('办公', '台', 'printer', [399, 4999], ['M', 'L', 'P', 'Office', 'Smart'], ['无线打印', '自动双面', '高清投影', '低噪音', '节能省电', '手机直连'], APPLIANCE, APPLIANCE_PARAMS, { spec: EDITION, specChance: 0.5, primaryChance: 0.4, kg: [2, 12] }),
  平板学习: model('平板', '台', 'tablet', [799, 5999], ['Pad', 'Tab', 'Air', 'Pro', 'Paper'], ['护眼屏', '手写笔支持', '学习资源', '大电池', '2.8K分辨率', '四扬声器'], DIGITAL, TABLET_PARAMS, { spec: MEM, weight: 1.2, kg: [0.3, 0.7] }),
  // 家用电器
  大家电: model('家电', '台', 'fridge', [1499, 9999], ['Q', 'U', 'C', 'E', 'Max'], ['一级能效', '变频节能', '智能互联', '静音运行', '大容量', '以旧换新'], APPLIANCE, APPLIANCE_PARAMS, { spec: EDITION, specChance: 0.5, weight: 1.5, noBrand: 0.02, kg: [25, 95] }),
  厨房小电: model('厨房电器', '台', 'pot', [99, 1299], ['MB', 'S', 'Mini', 'Smart', 'Pro'], ['多功能', '一键预约', '不粘内胆', '智能控温', '易清洗', '大容量'], APPLIANCE, APPLIANCE_PARAMS, { spec: EDITION, specChance: 0.5, weight: 1.5, kg: [1.2, 8] }),
  生活电器: model('生活电器', '台', 'vacuum', [129, 3999], ['V', 'T', 'X', 'Air', 'Clean'], ['强劲吸力', '智能避障', '静音', '长续航', '自动集尘', 'APP控制'], APPLIANCE, APPLIANCE_PARAMS, { spec: EDITION, specChance: 0.5 }),
  个护健康: model('个护电器', '件', 'hairdryer', [59, 1999], ['S', 'HD', 'Pro', 'Air', 'Slim'], ['便携', '防水', '长续航', '快充', '智能', '低噪音'], ACCESSORY, APPLIANCE_PARAMS, { spec: SET, specChance: 0.4, kg: [0.15, 1] }),
  // 服饰内衣
  女装: style('女装', '件', 'dress', [59, 699], ['法式复古', '韩版宽松', '气质通勤', '简约纯色', '小香风', '新中式', '温柔风'], ['收腰显瘦', '百搭', '垂感', '减龄', '高级感', '遮肉'], WOMEN, CLOTH_PARAMS, { spec: CLOTH, season: true, weight: 3 }),
  男装: style('男装', '件', 'tshirt', [59, 599], ['商务休闲', '潮牌宽松', '简约纯色', '日系', '美式复古', '修身'], ['纯棉', '抗皱', '透气', '百搭', '帅气', '免烫'], MEN, CLOTH_PARAMS, { spec: CLOTH, season: true, weight: 2 }),
  内衣家居: style('内衣', '件', 'tshirt', [29, 299], ['无痕', '纯棉', '舒适', '莫代尔', '冰丝', '法式'], ['亲肤透气', '无钢圈', '抗菌', '不勒', '柔软', '舒适'], UNDER, CLOTH_PARAMS, { spec: CLOTH, specChance: 0.9 }),
  鞋靴: style('鞋', '双', 'shoe', [99, 899], ['真皮', '法式', '复古', '百搭', '厚底', '英伦风'], ['软底舒适', '增高', '防滑', '透气', '不累脚', '显腿长'], SHOES, SHOE_PARAMS, { spec: SHOE, season: true, specChance: 0.95, weight: 1.5, kg: [0.5, 1.5] }),
  箱包: style('箱包', '个', 'backpack', [69, 1299], ['大容量', '轻便', '复古', '商务', '简约', '通勤'], ['防泼水', '多隔层', '耐磨', '轻量', '可登机', '百搭'], BAGS, HOME_PARAMS, { spec: EDITION, specChance: 0.3 }),
  // 美妆个护
  面部护肤: style('护肤', '瓶', 'jar', [69, 599], ['玻尿酸', '烟酰胺', '积雪草', '二裂酵母', '胜肽', '神经酰胺'], ['补水保湿', '修护屏障', '提亮肤色', '淡化细纹', '温和不刺激', '敏感肌可用'], SKIN, BEAUTY_PARAMS, { spec: VOLUME, primary: '款式', primaryChance: 0.3, weight: 2, noBrand: 0.05 }),
  彩妆: style('彩妆', '支', 'lipstick', [59, 399], ['丝绒雾面', '水光', '哑光', '持妆', '轻薄', '显白'], ['不拔干', '持久不脱色', '显白', '不易沾杯', '遮瑕', '自然'], LIPS, BEAUTY_PARAMS, { primary: '色号', primaryChance: 0.9, spec: SET, specChance: 0.3, weight: 1.5, noBrand: 0.05 }),
  香水香氛: style('香水', '瓶', 'perfume', [99, 1499], ['淡香', '浓香', '木质调', '花果香', '清新', '东方调'], ['持久留香', '礼盒装', '节日礼物', '小众', '高级感', '淡雅'], SKIN, BEAUTY_PARAMS, { spec: VOLUME, primary: '香型', primaryChance: 0.5, noBrand: 0.05 }),
  洗护清洁: style('洗护', '瓶', 'bottle', [19, 199], ['氨基酸', '控油蓬松', '持久留香', '温和', '去屑', '清爽'], ['家庭装', '无硅油', '温和不刺激', '深层清洁', '植物精粹', '大容量'], SKIN, BEAUTY_PARAMS, { spec: PACK, primary: '款式', primaryChance: 0.4, weight: 1.5 }),
  // 食品生鲜
  休闲零食: style('零食', '袋', 'snackbag', [10, 59], ['每日', '网红', '独立包装', '原味', '香脆', '手工'], ['办公室零食', '独立小包装', '解馋', '健康轻食', '量贩装', '追剧必备'], [L('原味', '#e0b46c'), L('香辣味', '#d9532c'), L('奶香味', '#f2dfa7')], FOOD_PARAMS, { primary: '口味', primaryChance: 0.7, spec: SNACK, specChance: 0.7, weight: 3, noBrand: 0.2 }),
  新鲜水果: style('水果', '箱', 'apple', [29, 129], ['当季', '产地直发', '精选', '新鲜', '大果', '脆甜'], ['现摘现发', '坏果包赔', '顺丰冷链', '香甜多汁', '源头直采', '礼盒'], [L('精选装', '#d63b3b'), L('家庭装', '#f39c12'), L('礼盒装', '#8bbd3c')], FRESH_PARAMS, { primary: undefined, primaryChance: 0, spec: FRUIT, specChance: 0.9, weight: 1.5, noBrand: 0.6 }),
  粮油调味: style('粮油', '袋', 'sack', [19, 199], ['东北', '五常', '有机', '非转基因', '古法', '特级'], ['家庭装', '新米', '物理压榨', '零添加', '产地直供', '粒粒饱满'], [L('经典装', '#e8d9b5'), L('优选装', '#c9a862'), L('有机装', '#8fb36a')], FOOD_PARAMS, { primary: undefined, primaryChance: 0, spec: PACK, specChance: 0.7 }),
  饮料冲调: style('饮品', '箱', 'carton', [19, 399], ['纯', '有机', '高钙', '冷萃', '特级', '原产地'], ['整箱装', '营养早餐', '0蔗糖', '醇香', '下午茶', '送礼佳品'], [L('经典款', '#f4f1e8'), L('低脂款', '#cfe3f2'), L('浓醇款', '#e8c48a')], FOOD_PARAMS, { primary: '款式', primaryChance: 0.4, spec: PACK, specChance: 0.8, weight: 1.5 }),
  肉禽蛋品: style('生鲜', '盒', 'steak', [39, 199], ['原切', '草饲', '散养', '冷鲜', '精选', '谷饲'], ['冷链直达', '新鲜直发', '无注水', '高蛋白', '家庭装', '整切'], [L('经典装', '#c0392b'), L('家庭装', '#e67e22'), L('礼盒装', '#a04000')], FRESH_PARAMS, { primary: undefined, primaryChance: 0, spec: MEAT, specChance: 0.6, noBrand: 0.5 }),
  // 家居家装
  床上用品: style('家纺', '套', 'bedding', [99, 1299], ['全棉', '天丝', '长绒棉', '水洗棉', '简约', 'ins风'], ['亲肤', '裸睡级', '不起球', '四季通用', 'A类标准', '抗菌'], HOME, HOME_PARAMS, { spec: BED, weight: 1.2, kg: [1, 5] }),
  家具: style('家具', '件', 'sofa', [299, 6999], ['北欧', '实木', '奶油风', '意式极简', '新中式', '轻奢'], ['小户型', '可拆洗', '环保E0级', '免安装', '耐用', '大容量收纳'], WOOD, HOME_PARAMS, { spec: FURN, noBrand: 0.3, kg: [15, 90] }),
  厨具餐具: style('厨具', '件', 'wok', [39, 699], ['不粘', '316不锈钢', '陶瓷', '铸铁', '日式', '家用'], ['少油烟', '电磁炉通用', '易清洗', '耐磨', '保温', '耐高温'], [L('经典黑', '#2b2b2b'), L('象牙白', '#f3efe6'), L('墨绿色', '#2f5d50')], HOME_PARAMS, { spec: SET, specChance: 0.6 }),
  灯饰收纳: style('家居', '件', 'lamp', [29, 999], ['护眼', '北欧', '极简', '可折叠', '大容量', '智能'], ['无频闪', '多档调光', '防尘', '省空间', '易安装', 'LED'], HOME, HOME_PARAMS, { spec: EDITION, specChance: 0.5, noBrand: 0.3, kg: [0.5, 4] }),
  // 母婴玩具
  奶粉辅食: style('奶粉', '罐', 'can', [159, 499], ['有机', 'A2蛋白', '进口', '高钙', '精装', '新国标'], ['亲和配方', '易吸收', '原装进口', 'OPO结构脂', '乳铁蛋白', '营养全面'], [L('1段', '#f7e3a1'), L('2段', '#bfe0f5'), L('3段', '#f5c6a5')], BABY_PARAMS, { primary: '段数', primaryChance: 0.8, spec: { name: '规格', values: [['800g单罐', 1], ['800g*2罐', 1.95], ['800g*6罐', 5.6]], pick: [1, 3], inTitle: true }, specChance: 0.7, noBrand: 0.02 }),
  尿裤湿巾: style('尿裤', '包', 'diaper', [49, 199], ['超薄', '透气', '丝柔', '夜用', '拉拉裤', '婴儿'], ['干爽不闷', '柔软亲肤', '防侧漏', '整箱装', '3D立体', '弱酸性'], [L('NB', '#d8ecf7'), L('M', '#f7e1ec'), L('L', '#e8f1d8')], BABY_PARAMS, { primary: '尺码', primaryChance: 0.9, spec: { name: '规格', values: [['1包装', 1], ['2包装', 1.9], ['整箱4包', 3.6]], pick: [1, 3], inTitle: true }, specChance: 0.7 }),
  童装童鞋: style('童装', '件', 'tshirt', [39, 399], ['卡通', '纯棉', '韩版', '洋气', '加绒', '运动'], ['宝宝', '男童女童', '亲肤', '宽松舒适', '中大童', '亲子'], KIDS, CLOTH_PARAMS, { spec: KIDSIZE, season: true, weight: 1.2, kg: [0.1, 0.6] }),
  玩具乐器: style('玩具', '件', 'blocks', [29, 999], ['益智', '大颗粒', '拼装', '遥控', '毛绒', '早教'], ['儿童节礼物', '生日礼物', '3-6岁', '亲子互动', '安全无毒', '开发智力'], KIDS, BABY_PARAMS, { primary: '款式', spec: SET, specChance: 0.3, weight: 1.5 }),
  出行喂养: style('母婴用品', '件', 'stroller', [49, 2999], ['轻便', '可折叠', '高景观', '双向推行', '避震', '一键收车'], ['一键收车', '可坐可躺', 'PPSU材质', '360度旋转', '便携', '新生儿'], KIDS, BABY_PARAMS, { spec: EDITION, specChance: 0.5 }),
  // 运动户外
  运动鞋: style('运动鞋', '双', 'sneaker', [199, 1299], ['轻量', '缓震', '碳板', '透气', '复古', '专业'], ['轻便', '减震回弹', '防滑耐磨', '男女同款', '透气网面', '支撑'], SPORT, SHOE_PARAMS, { spec: SHOE, specChance: 0.95, weight: 2, noBrand: 0.05, kg: [0.5, 1.2] }),
  运动服饰: style('运动服', '件', 'tshirt', [79, 899], ['速干', '弹力', '防风', '专业', '宽松', '透气'], ['吸湿排汗', '高弹', '防泼水', '反光条', '训练', '户外'], SPORT, SPORT_PARAMS, { spec: CLOTH, kg: [0.2, 1.2] }),
  健身器材: style('健身', '件', 'dumbbell', [39, 4999], ['家用', '静音', '可调节', '折叠', '专业', '加厚'], ['居家健身', '减脂', '防滑', '多档调节', '承重强', '免安装'], SPORT, SPORT_PARAMS, { spec: EDITION, specChance: 0.6, primaryChance: 0.5, kg: [1, 60] }),
  户外装备: style('户外', '件', 'tent', [59, 1999], ['露营', '轻量', '自动', '防暴雨', '超轻', '便携'], ['户外露营', '防水', '防晒', '耐磨', '速开', '大空间'], OUTDOOR, SPORT_PARAMS, { spec: EDITION, specChance: 0.5 }),
  // 图书文具
  文学小说: style('图书', '本', 'book', [19, 129], ['长篇', '经典', '获奖', '悬疑', '治愈系', '现实主义'], ['正版图书', '名家名作', '畅销书', '茅盾文学奖', '豆瓣高分', '珍藏版'], PAPER, BOOK_PARAMS, { primary: '版本', primaryChance: 0.3, specChance: 0, weight: 1.2, noBrand: 0.3, kg: [0.2, 1.2] }),
  童书绘本: style('童书', '本', 'book', [19, 199], ['经典', '注音版', '精装', '全套', '科普', '3-6岁'], ['儿童读物', '亲子共读', '彩绘插图', '培养好习惯', '幼儿启蒙', '全彩'], PAPER, BOOK_PARAMS, { primary: '版本', primaryChance: 0.3, spec: SET, specChance: 0.3, noBrand: 0.3 }),
  教育考试: style('教辅', '本', 'book', [19, 159], ['2027版', '全国通用', '真题', '高频', '精讲', '新版'], ['考点精讲', '配套视频', '真题解析', '学霸笔记', '提分', '名师推荐'], PAPER, BOOK_PARAMS, { primary: '版本', primaryChance: 0.2, spec: SET, specChance: 0.3, noBrand: 0.3 }),
  文具用品: style('文具', '件', 'pen', [5, 199], ['学生', '办公', '简约', '加厚', '多功能', 'ins风'], ['考试专用', '顺滑书写', '加厚', '耐用', '多色', '套装'], STATIONERY, PEN_PARAMS, { spec: { name: '规格', values: [['单支装', 1], ['12支盒装', 8], ['60支整盒', 35]], pick: [1, 3], inTitle: true }, specChance: 0.6, weight: 1.2 }),
};
