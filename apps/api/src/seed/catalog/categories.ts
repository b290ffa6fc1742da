/**
 * Static 3-level category tree. Second-level names key into FAMILIES;
 * third-level entries are a name or [name, overrides].
 */
import { FAMILIES, type Family, type FamilyOverride, type Look, type SpecDef } from './families.js';
import type { Shape } from './shapes.js';

type L3 = string | [string, FamilyOverride];
interface L2Def { name: string; items: L3[] }
interface L1Def { name: string; shape: Shape; children: L2Def[] }

const L = (label: string, hex: string): Look => ({ label, hex });
const WASH: SpecDef = { name: '规格', values: [['400ml', 1], ['750ml', 1.6], ['400ml*2瓶', 1.9]], pick: [1, 3], inTitle: true };
const spec = (name: string, values: [string, number][], pick: [number, number], inTitle = true): SpecDef => ({ name, values, pick, inTitle });

export const TREE: L1Def[] = [
  { name: '手机数码', shape: 'phone', children: [
    { name: '手机通讯', items: ['5G手机', '游戏手机',
      ['老人机', { price: [99, 399], nouns: ['老人手机', '老年机'], features: ['超长待机', '大字大声', '一键SOS', '4G全网通'], spec: undefined }],
      ['对讲机', { shape: 'walkie', brands: [], price: [99, 599], spec: undefined, tag: '对讲机', features: ['远距离通话', '大功率', '长续航', '民用'] }]] },
    { name: '智能设备', items: [['智能手表', { prefixes: ['Watch', 'GT', 'Fit'] }], ['智能手环', { shape: 'band', price: [149, 499], prefixes: ['Band', 'Fit'] }], ['VR眼镜', { shape: 'vr', price: [1999, 4999], prefixes: ['Vision', 'VR', 'Sight'], features: ['4K+显示', '6DoF定位', '沉浸式体验', '轻量化', '大视场角', '手势识别'] }]] },
    { name: '影音娱乐', items: [['蓝牙耳机', { shape: 'earbuds' }], '降噪耳机', ['蓝牙音箱', { shape: 'speaker', tag: '音箱', prefixes: ['Sound', 'Boom', 'Flip', 'Go'], features: ['360°环绕', '重低音', 'IPX7防水', '户外便携', '长续航', '立体声'] }]] },
    { name: '数码配件', items: [['充电宝', { shape: 'powerbank', price: [59, 299], spec: spec('容量', [['10000mAh', 1], ['20000mAh', 1.5], ['30000mAh', 2]], [1, 3]) }], ['手机壳', { shape: 'case', price: [19, 99], tag: '手机配件', naming: 'style', prefixes: ['磁吸', '液态硅胶', '透明', '全包防摔', '磨砂'], features: ['防摔', '不发黄', '镜头全包', '轻薄', '磁吸充电', '亲肤手感'] }], '快充充电器'] },
    { name: '摄影摄像', items: [['数码相机', { price: [2999, 15999], brands: ['索尼'] }], ['运动相机', { shape: 'actioncam', price: [999, 3999] }], ['无人机', { shape: 'drone', price: [1999, 8999], tag: '航拍', brands: ['大疆'], prefixes: ['Mini', 'Air', 'Pro', 'Neo'] }]] },
  ] },
  { name: '电脑办公', shape: 'laptop', children: [
    { name: '电脑整机', items: [['笔记本电脑', {}], ['游戏本', { nouns: ['游戏本', '电竞游戏笔记本'], price: [5999, 14999] }], ['台式机', { shape: 'desktop', kg: [5, 12], nouns: ['台式电脑主机', '台式机'] }]] },
    { name: '电脑配件', items: [['显示器', { shape: 'monitor', price: [599, 3999], kg: [3, 8], params: [['分辨率', ['1080P', '2K', '4K']], ['刷新率', ['75Hz', '144Hz', '165Hz', '240Hz']], ['面板类型', ['IPS', 'VA', 'OLED']], ['接口', ['HDMI+DP', 'Type-C 65W反向充电']]], spec: spec('尺寸', [['24英寸', 1], ['27英寸', 1.3], ['32英寸', 1.8]], [1, 3]) }], '机械键盘', ['无线鼠标', { shape: 'mouse', price: [49, 699] }], ['移动硬盘', { shape: 'ssd', price: [299, 1299], spec: spec('容量', [['1TB', 1], ['2TB', 1.6], ['4TB', 2.8]], [1, 3]) }]] },
    { name: '办公设备', items: ['打印机', ['投影仪', { shape: 'projector', price: [999, 6999], features: ['1080P高清', '自动对焦', '梯形校正', '护眼', '家庭影院', '无线投屏'] }], ['碎纸机', { shape: 'box', price: [299, 1299], features: ['5级保密', '静音', '大容量纸箱', '连续碎纸', '安全防护'] }]] },
    { name: '平板学习', items: ['平板电脑', ['电子书阅读器', { shape: 'tablet', price: [599, 2999], spec: undefined }], ['学习机', { shape: 'tablet', price: [1999, 6999], spec: undefined }]] },
  ] },
  { name: '家用电器', shape: 'fridge', children: [
    { name: '大家电', items: [['平板电视', { shape: 'tv', nouns: ['智能电视', '液晶平板电视'], tag: '电视', spec: spec('尺寸', [['55英寸', 1], ['65英寸', 1.45], ['75英寸', 2.1], ['85英寸', 3]], [2, 4]) }],
      ['空调', { shape: 'aircon', nouns: ['变频空调挂机', '立式空调柜机'], spec: spec('匹数', [['1匹', 1], ['1.5匹', 1.2], ['2匹', 1.6], ['3匹', 2.4]], [2, 4]) }],
      ['冰箱', { nouns: ['十字对开门冰箱', '风冷无霜冰箱'], spec: spec('容积', [['450L', 1], ['520L', 1.2], ['620L', 1.5]], [1, 3]) }],
      ['洗衣机', { shape: 'washer', nouns: ['滚筒洗衣机', '洗烘一体机 洗衣机'], spec: spec('容量', [['8公斤', 1], ['10公斤', 1.25], ['12公斤', 1.6]], [1, 3]) }]] },
    { name: '厨房小电', items: ['电饭煲', ['空气炸锅', { shape: 'fryer' }], ['破壁机', { shape: 'blender' }], ['电水壶', { shape: 'kettle', price: [59, 299] }]] },
    { name: '生活电器', items: ['扫地机器人', ['吸尘器', { shape: 'stickvac' }], ['电风扇', { shape: 'fan', price: [99, 599], features: ['直流变频', '静音', '遥控', '摇头送风', '12档风速', '节能'] }]] },
    { name: '个护健康', items: [['电动牙刷', { shape: 'toothbrush', price: [99, 699], features: ['声波震动', '多档清洁模式', '智能计时', '长续航', 'IPX7防水', '软毛刷头'] }], ['吹风机', { features: ['负离子护发', '高速马达', '快速干发', '恒温护发', '大风力', '折叠便携'] }], ['剃须刀', { shape: 'shaver', price: [129, 1299], features: ['三刀头', '全身水洗', '快充', '贴面剃须', '便携旅行', '智能感应'] }]] },
  ] },
  { name: '服饰内衣', shape: 'dress', children: [
    { name: '女装', items: ['连衣裙', ['T恤', { shape: 'tshirt', nouns: ['T恤', '短袖T恤'] }], ['衬衫', { shape: 'shirt' }], ['半身裙', { shape: 'skirt' }], ['羽绒服', { shape: 'coat', price: [299, 1999] }]] },
    { name: '男装', items: [['T恤', { nouns: ['T恤', '圆领短袖T恤'] }], ['衬衫', { shape: 'shirt' }], ['休闲裤', { shape: 'pants' }], ['卫衣', { shape: 'sweater' }]] },
    { name: '内衣家居', items: [['文胸', { shape: 'bra', tag: '内衣', spec: spec('尺码', [['70B', 1], ['75B', 1], ['75C', 1], ['80B', 1], ['80C', 1], ['85C', 1]], [4, 6], false) }], ['内裤', { shape: 'briefs', tag: '内衣', spec: spec('尺码', [['M', 1], ['L', 1], ['XL', 1], ['XXL', 1]], [3, 4], false), nouns: ['内裤 3条装', '内裤'] }], ['睡衣', { shape: 'pajamas', nouns: ['睡衣套装', '家居服睡衣'] }]] },
    { name: '鞋靴', items: [['休闲鞋', { shape: 'sneaker' }], ['高跟鞋', { shape: 'heel', tag: '女鞋' }], ['靴子', { shape: 'boot', nouns: ['短靴', '马丁靴子'], tag: '女鞋' }]] },
    { name: '箱包', items: [['双肩包', {}], ['行李箱', { shape: 'suitcase', price: [199, 1299], spec: spec('尺寸', [['20英寸', 1], ['24英寸', 1.2], ['28英寸', 1.4]], [1, 3]), specChance: 0.8 }], ['女士手提包', { shape: 'handbag', tag: '女包' }]] },
  ] },
  { name: '美妆个护', shape: 'lipstick', children: [
    { name: '面部护肤', items: ['面霜', ['精华液', { shape: 'dropper' }], ['面膜', { shape: 'mask', unit: '盒', price: [39, 199], spec: spec('规格', [['5片装', 1], ['10片装', 1.8], ['20片装', 3.2]], [1, 3]) }], ['洁面乳', { shape: 'tube', price: [39, 199] }]] },
    { name: '彩妆', items: ['口红', ['粉底液', { shape: 'bottle', primary: '色号', looks: [L('#01象牙白', '#f3dcc4'), L('#02自然色', '#e6c29e'), L('#03小麦色', '#c99a6e')] }], ['眼影', { shape: 'palette', primary: '色号', looks: [L('大地色', '#9b6b4a'), L('蜜桃色', '#f0a58c'), L('酒红色', '#8c2f39')] }]] },
    { name: '香水香氛', items: [['女士香水', { price: [99, 899], looks: [L('花香调', '#f4b6c8'), L('果香调', '#f7c873'), L('木质调', '#b58a64')] }], ['男士香水', { price: [99, 899], looks: [L('海洋调', '#6fa8dc'), L('木质调', '#8b6b4e'), L('柑橘调', '#f0a830')] }], ['香薰蜡烛', { shape: 'candle', tag: '香氛', price: [59, 299], brands: [], spec: spec('规格', [['200g', 1], ['400g', 1.7]], [1, 2]), looks: [L('白茶', '#eee7d6'), L('无花果', '#b7c58f'), L('玫瑰', '#e7a2ae')] }]] },
    { name: '洗护清洁', items: [['洗发水', { spec: WASH }], ['沐浴露', { spec: WASH }], ['牙膏', { shape: 'tube', price: [9, 79], spec: spec('规格', [['120g', 1], ['120g*3支', 2.7], ['家庭装6支', 5]], [1, 3]) }]] },
  ] },
  { name: '食品生鲜', shape: 'apple', children: [
    { name: '休闲零食', items: [['坚果炒货', { nouns: ['每日坚果', '夏威夷果', '碧根果', '开心果'], looks: [L('原味', '#e0b46c'), L('椒盐味', '#c9a27e'), L('奶油味', '#f2dfa7')] }],
      ['饼干糕点', { shape: 'cookie', nouns: ['饼干', '蛋黄酥糕点', '苏打饼干'], looks: [L('原味', '#e8c887'), L('巧克力味', '#6b3e26'), L('抹茶味', '#8fb36a')] }],
      ['糖果巧克力', { shape: 'candy', nouns: ['巧克力', '牛轧糖', '水果软糖'], looks: [L('牛奶味', '#c08a5b'), L('黑巧味', '#4b2e20'), L('草莓味', '#ef6f8b')] }],
      ['膨化食品', { nouns: ['薯片', '虾条', '锅巴'], looks: [L('原味', '#f2d16b'), L('番茄味', '#e05a47'), L('烧烤味', '#b5651d')] }]] },
    { name: '新鲜水果', items: [['苹果', { price: [29, 129], nouns: ['烟台红富士苹果', '阿克苏冰糖心苹果'] }], ['车厘子', { shape: 'cherry', price: [69, 299], nouns: ['智利车厘子 JJ级', '车厘子'], spec: spec('规格', [['1kg', 1], ['2.5kg', 2.3], ['5kg', 4.4]], [1, 3]) }], ['柑橘橙柚', { shape: 'orange', price: [29, 129], nouns: ['赣南脐橙', '沃柑', '红心柚子'] }]] },
    { name: '粮油调味', items: [['大米', { price: [29, 99], prefixes: ['新米', '当季', '有机', '长粒香', '稻花香'], nouns: ['五常大米', '东北大米'], spec: spec('规格', [['5kg', 1], ['10kg', 1.9], ['25kg', 4.5]], [1, 3]) }], ['食用油', { shape: 'oil', unit: '桶', price: [39, 129], features: ['物理压榨', '非转基因', '家庭装', '一级品质', '零反式脂肪'], nouns: ['花生油', '菜籽油', '玉米油'], spec: spec('规格', [['1.8L', 1], ['5L', 2.5], ['5L*2桶', 4.8]], [1, 3]) }], ['酱油', { shape: 'bottle', unit: '瓶', price: [9, 39], features: ['零添加', '酿造', '鲜味', '家庭装', '特级'], spec: spec('规格', [['500ml', 1], ['1.28L', 2], ['500ml*3瓶', 2.8]], [1, 3]), nouns: ['生抽酱油', '零添加酱油'] }]] },
    { name: '饮料冲调', items: [['牛奶', { brands: ['伊利'], price: [39, 129], prefixes: ['全脂', '高钙', '早餐', 'A2', '低脂'], nouns: ['纯牛奶', '有机纯牛奶'], spec: spec('规格', [['250ml*12盒', 1], ['250ml*24盒', 1.9]], [1, 2]) }], ['咖啡', { shape: 'coffee', brands: ['雀巢'], price: [19, 159], features: ['醇香', '0蔗糖', '提神', '速溶即饮', '办公室必备', '阿拉比卡豆'], nouns: ['速溶咖啡', '挂耳咖啡', '咖啡豆'], unit: '盒', prefixes: ['冷萃', '美式', '意式浓缩', '云南小粒', '0糖', '拿铁'], spec: spec('规格', [['10条装', 1], ['30条装', 2.6], ['50条装', 4.1]], [1, 3]) }], ['茶叶', { shape: 'tea', brands: ['八马茶业'], unit: '盒', price: [49, 599], features: ['明前采摘', '回甘持久', '送礼佳品', '原产地直供', '手工炒制', '礼盒装'], prefixes: ['明前', '特级', '浓香型', '2026新茶', '高山', '口粮'], spec: spec('规格', [['125g', 1], ['250g', 1.9], ['500g礼盒', 3.6]], [1, 3]), nouns: ['西湖龙井茶叶', '铁观音茶叶', '普洱茶'] }]] },
    { name: '肉禽蛋品', items: [['牛排', { prefixes: ['草饲', '谷饲', '进口', '冷鲜', '家庭'], nouns: ['原切牛排', '西冷牛排'] }], ['鸡蛋', { shape: 'egg', price: [29, 99], prefixes: ['散养', '谷饲', '可生食', '农家'], features: ['新鲜直发', '破损包赔', '可生食', '营养早餐', '当日鲜蛋'], nouns: ['土鸡蛋', '无菌鸡蛋'], spec: spec('规格', [['30枚', 1], ['60枚', 1.9]], [1, 2]) }], ['虾类', { shape: 'shrimp', price: [69, 299], prefixes: ['鲜活', '冷冻', '大号', '特大'], features: ['冷链直达', '鲜活速冻', '个大饱满', '家庭装', '年货'], nouns: ['大虾', '黑虎虾', '青虾仁'] }]] },
  ] },
  { name: '家居家装', shape: 'sofa', children: [
    { name: '床上用品', items: [['四件套', { nouns: ['床上四件套'] }], ['被子', { shape: 'quilt', nouns: ['蚕丝被', '羽绒被子', '夏凉被'] }], ['枕头', { shape: 'pillow', price: [49, 499], kg: [0.6, 1.6], spec: undefined, nouns: ['乳胶枕头', '护颈枕头'] }]] },
    { name: '家具', items: [['沙发', { nouns: ['布艺沙发', '真皮沙发'] }], ['床', { shape: 'bed', nouns: ['实木床', '双人床'], spec: spec('尺寸', [['1.5m', 1], ['1.8m', 1.2]], [1, 2]) }], ['餐桌', { shape: 'table', nouns: ['餐桌椅组合', '岩板餐桌'] }], ['衣柜', { shape: 'wardrobe', nouns: ['衣柜', '推拉门衣柜'] }]] },
    { name: '厨具餐具', items: [['炒锅', { nouns: ['炒锅', '不粘锅炒锅'] }], ['保温杯', { shape: 'thermos', price: [49, 299], kg: [0.2, 0.6], prefixes: ['316不锈钢', '大容量', '便携', '儿童', '吸管'], features: ['长效保温', '防漏', '轻量', '大容量', '保冷'], tag: '水杯', nouns: ['保温杯', '316保温杯'] }], ['碗碟套装', { shape: 'bowl', prefixes: ['日式', '北欧', '釉下彩', '骨瓷', '家用'], features: ['耐高温', '可进微波炉', '釉下彩', '乔迁送礼', '防烫'], tag: '餐具', nouns: ['碗碟套装', '陶瓷餐具'] }]] },
    { name: '灯饰收纳', items: [['吸顶灯', { shape: 'ceilinglamp', price: [129, 1299] }], ['台灯', { nouns: ['护眼台灯', 'LED台灯'] }], ['收纳箱', { shape: 'box', brands: [], prefixes: ['大号', '可折叠', '透明', '加厚', '布艺'], features: ['大容量', '可折叠', '防尘', '可叠加', '带滑轮'], price: [29, 199], nouns: ['收纳箱', '衣物收纳箱'] }]] },
  ] },
  { name: '母婴玩具', shape: 'blocks', children: [
    { name: '奶粉辅食', items: [['婴儿奶粉', {}], ['羊奶粉', { nouns: ['婴幼儿羊奶粉'] }], ['米粉辅食', { shape: 'bowl', price: [39, 199], spec: undefined, brands: [], nouns: ['婴儿米粉', '营养辅食'] }]] },
    { name: '尿裤湿巾', items: ['纸尿裤', ['拉拉裤', {}], ['婴儿湿巾', { shape: 'wipes', tag: '湿巾', primary: undefined, primaryChance: 0, price: [19, 99], spec: spec('规格', [['80抽*3包', 1], ['80抽*10包', 3], ['80抽*20包', 5.6]], [1, 3]) }]] },
    { name: '童装童鞋', items: [['儿童T恤', {}], ['儿童外套', { shape: 'coat', price: [99, 599] }], ['儿童运动鞋', { shape: 'sneaker', unit: '双', tag: '童鞋', kg: [0.3, 0.8], spec: spec('尺码', [['26', 1], ['27', 1], ['28', 1], ['29', 1], ['30', 1], ['31', 1], ['32', 1]], [4, 7], false) }]] },
    { name: '玩具乐器', items: [['积木', { brands: ['乐高'], price: [49, 1499], prefixes: ['大颗粒', '拼装', '益智', '机械组', '城市系列'], nouns: ['积木', '拼装积木'] }], ['遥控车', { shape: 'toycar', brands: [], prefixes: ['四驱', '越野', '高速', '漂移', '充电'], price: [69, 599], nouns: ['遥控车', '遥控越野车'] }], ['毛绒玩具', { shape: 'teddy', brands: [], price: [29, 299], prefixes: ['软萌', '大号', '卡通', '安抚', '可爱'], nouns: ['毛绒玩具', '玩偶公仔'] }]] },
    { name: '出行喂养', items: [['婴儿推车', { price: [399, 2999] }], ['奶瓶', { shape: 'babybottle', price: [49, 199], prefixes: ['宽口径', '防胀气', 'PPSU', '玻璃'], features: ['宽口径', '防胀气', 'PPSU材质', '耐摔', '新生儿', '易清洗'] }], ['儿童安全座椅', { shape: 'carseat', price: [699, 2999], prefixes: ['360度旋转', 'ISOFIX', '汽车用'], features: ['ISOFIX接口', '360度旋转', '新生儿可躺', '侧撞保护', 'i-Size认证'] }]] },
  ] },
  { name: '运动户外', shape: 'sneaker', children: [
    { name: '运动鞋', items: [['跑步鞋', { nouns: ['跑步鞋', '竞速跑鞋'] }], ['篮球鞋', {}], ['板鞋', { nouns: ['板鞋', '小白鞋板鞋'] }], ['徒步鞋', { shape: 'boot', nouns: ['徒步鞋', '登山徒步鞋'] }]] },
    { name: '运动服饰', items: [['运动T恤', { nouns: ['运动T恤', '速干T恤'] }], ['冲锋衣', { shape: 'coat', price: [299, 1999] }], ['瑜伽服', { shape: 'yoga', nouns: ['瑜伽服套装', '瑜伽服'] }]] },
    { name: '健身器材', items: [['跑步机', { shape: 'treadmill', price: [1299, 4999], kg: [40, 90] }], ['哑铃', { price: [59, 599], kg: [5, 22], spec: spec('重量', [['5kg', 1], ['10kg', 1.8], ['20kg', 3.2]], [1, 3]) }], ['瑜伽垫', { shape: 'mat', price: [39, 199], kg: [0.8, 2], features: ['防滑', '加厚', '回弹', '环保TPE', '初学者'] }]] },
    { name: '户外装备', items: [['帐篷', { nouns: ['帐篷', '露营帐篷'] }], ['登山包', { shape: 'backpack', spec: spec('容量', [['30L', 1], ['45L', 1.3], ['60L', 1.6]], [1, 3]) }], ['户外折叠椅', { shape: 'chair', price: [59, 399], nouns: ['户外折叠椅', '露营椅'] }]] },
  ] },
  { name: '图书文具', shape: 'book', children: [
    { name: '文学小说', items: [['小说', { nouns: ['长篇小说', '小说'] }], ['散文随笔', {}], ['外国文学', { nouns: ['外国文学', '世界名著'] }]] },
    { name: '童书绘本', items: [['绘本', { nouns: ['儿童绘本', '绘本'] }], ['科普读物', { nouns: ['儿童科普读物', '百科全书'] }], ['儿童文学', {}]] },
    { name: '教育考试', items: [['中小学教辅', { nouns: ['练习册', '同步教辅'] }], ['考研', { nouns: ['考研真题', '考研复习全书'] }], ['英语学习', { nouns: ['英语词汇书', '英语学习'] }]] },
    { name: '文具用品', items: [['中性笔', { price: [2, 9], prefixes: ['按动', '速干', '大容量', '考试'], kg: [0.01, 0.05] }], ['笔记本', { shape: 'notebook', price: [9, 59], spec: spec('规格', [['单本', 1], ['5本装', 4.2], ['10本装', 7.8]], [1, 3]), nouns: ['笔记本本子', '笔记本'] }], ['书包', { shape: 'backpack', price: [99, 399], kg: [0.5, 1.2], nouns: ['小学生书包', '书包'], spec: undefined }]] },
  ] },
];

// ---------------------------------------------------------------- flattened view
export interface CategoryNode {
  id: number;
  pid: number;
  level: 1 | 2 | 3;
  name: string;
  top: number;        // id of level-1 ancestor
  l2: number;         // id of level-2 ancestor (self for level 2, 0 for level 1)
  shape: Shape;
  family?: Family;    // level 3 only: merged family definition
  sort: number;
}

function build(): CategoryNode[] {
  const nodes: CategoryNode[] = [];
  let nextId = 1;
  TREE.forEach((t, ti) => {
    const topId = nextId++;
    nodes.push({ id: topId, pid: 0, level: 1, name: t.name, top: topId, l2: 0, shape: t.shape, sort: (TREE.length - ti) * 10 });
    t.children.forEach((c, ci) => {
      const base = FAMILIES[c.name];
      if (!base) throw new Error(`no family for ${c.name}`);
      const l2Id = nextId++;
      nodes.push({ id: l2Id, pid: topId, level: 2, name: c.name, top: topId, l2: l2Id, shape: base.shape, sort: (t.children.length - ci) * 10 });
      c.items.forEach((item, ii) => {
        const [name, ov] = typeof item === 'string' ? [item, {}] : item;
        const family: Family = { ...base, ...ov };
        nodes.push({ id: nextId++, pid: l2Id, level: 3, name, top: topId, l2: l2Id, shape: family.shape, family, sort: (c.items.length - ii) * 10 });
      });
    });
  });
  return nodes;
}

/** All categories in id order (ids are 1..n, contiguous). */
export const CATEGORY_NODES: CategoryNode[] = build();
export const LEAF_NODES: CategoryNode[] = CATEGORY_NODES.filter((n) => n.level === 3);
