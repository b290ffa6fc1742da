/** Static merchant definitions; numbers that vary (scores, fans) come from the seed. */
export const MERCHANT_CATEGORIES = ['数码家电', '服饰鞋包', '美妆个护', '食品生鲜', '家居家装', '母婴玩具', '运动户外', '图书文具'] as const;
export const MERCHANT_CATEGORIES_EN: Record<(typeof MERCHANT_CATEGORIES)[number], string> = {
  数码家电: 'Electronics',
  服饰鞋包: 'Fashion',
  美妆个护: 'Beauty',
  食品生鲜: 'Food',
  家居家装: 'Home',
  母婴玩具: 'Baby & Toys',
  运动户外: 'Sports',
  图书文具: 'Books',
};
export const MERCHANT_TYPES = ['旗舰店', '专营店', '专卖店', '自营店'] as const;
export const MERCHANT_TYPES_EN: Record<(typeof MERCHANT_TYPES)[number], string> = {
  旗舰店: 'Flagship store',
  专营店: 'Specialty store',
  专卖店: 'Brand store',
  自营店: 'Official store',
};

export interface MerchantDef {
  name: string;
  category: (typeof MERCHANT_CATEGORIES)[number];
  trader?: boolean;
  /** level-1 or level-2 category names the shop sells */
  scope: string[];
  info: string;
  city: string;      // area code key in AREA
  address: string;
  keyword: string;
  hex: string;       // brand colour for avatar / banner
}

export const AREA: Record<string, string> = {
  杭州: '0571', 上海: '021', 北京: '010', 深圳: '0755', 广州: '020', 成都: '028', 南京: '025', 武汉: '027',
  苏州: '0512', 厦门: '0592', 泉州: '0595', 金华: '0579', 青岛: '0532', 宁波: '0574', 长沙: '0731', 佛山: '0757',
};

export const MERCHANT_DEFS: MerchantDef[] = [
  { name: 'e购自营旗舰店', category: '数码家电', trader: true, scope: ['手机数码', '电脑办公', '家用电器', '服饰内衣', '美妆个护', '食品生鲜', '家居家装', '母婴玩具', '运动户外', '图书文具'], info: 'e购官方自营，正品保障，211限时达，7天无理由退货', city: '杭州', address: '浙江省杭州市余杭区文一西路1888号e购大厦', keyword: '自营,正品,官方,次日达', hex: '#e93323' },
  { name: 'e购超市', category: '食品生鲜', trader: true, scope: ['食品生鲜', '美妆个护', '母婴玩具', '家居家装'], info: 'e购超市自营，日用百货一站购齐，满99元包邮', city: '杭州', address: '浙江省杭州市萧山区市心北路819号', keyword: '超市,自营,日用百货,生鲜', hex: '#f08c00' },
  { name: 'e购电器自营店', category: '数码家电', trader: true, scope: ['家用电器', '手机数码', '电脑办公'], info: '自营大家电送装一体，以旧换新，价保30天', city: '上海', address: '上海市浦东新区张江路665号', keyword: '家电,自营,送装一体,以旧换新', hex: '#1c7ed6' },
  { name: '极客数码专营店', category: '数码家电', scope: ['手机数码', '电脑配件'], info: '专注数码十年，正品行货，全国联保', city: '深圳', address: '广东省深圳市福田区华强北路1019号华强广场B座', keyword: '数码,手机,耳机,配件', hex: '#364fc7' },
  { name: '星驰手机旗舰店', category: '数码家电', scope: ['手机通讯', '智能设备', '数码配件'], info: '5G新机首发，分期免息，碎屏险赠送', city: '深圳', address: '广东省深圳市南山区科技园科苑路15号', keyword: '手机,5G,新机,以旧换新', hex: '#0b7285' },
  { name: '联创电脑专营店', category: '数码家电', scope: ['电脑办公'], info: '笔记本、台式机、办公设备专营，企业采购可开专票', city: '北京', address: '北京市海淀区中关村大街27号中关村大厦', keyword: '电脑,笔记本,办公,打印机', hex: '#495057' },
  { name: '美居电器旗舰店', category: '数码家电', scope: ['家用电器'], info: '大家电送装一体，小家电一年换新', city: '佛山', address: '广东省佛山市顺德区北滘镇美的大道6号', keyword: '家电,空调,冰箱,洗衣机', hex: '#1971c2' },
  { name: '智享生活电器专卖店', category: '数码家电', scope: ['厨房小电', '生活电器', '个护健康', '智能设备'], info: '品质小家电，让生活更智能', city: '宁波', address: '浙江省宁波市慈溪市新城大道北路1188号', keyword: '小家电,扫地机器人,空气炸锅', hex: '#2b8a3e' },
  { name: '云裳女装旗舰店', category: '服饰鞋包', scope: ['女装', '内衣家居'], info: '原创设计女装，每周上新，支持7天无理由', city: '杭州', address: '浙江省杭州市上城区四季青服装市场东区3楼', keyword: '女装,连衣裙,上新,原创', hex: '#c2255c' },
  { name: '型男志男装专营店', category: '服饰鞋包', scope: ['男装', '内衣家居'], info: '简约百搭男装，高品质面料，运费险', city: '广州', address: '广东省广州市海珠区中大布匹市场南区12号', keyword: '男装,T恤,衬衫,休闲裤', hex: '#343a40' },
  { name: '步履鞋业专卖店', category: '服饰鞋包', scope: ['鞋靴', '运动鞋'], info: '舒适好鞋，源头工厂直供，支持换码', city: '泉州', address: '福建省泉州市晋江市陈埭镇鞋都路88号', keyword: '鞋,女鞋,运动鞋,休闲鞋', hex: '#862e9c' },
  { name: '简约箱包旗舰店', category: '服饰鞋包', scope: ['箱包'], info: '轻便耐用箱包，终身保修', city: '广州', address: '广东省广州市白云区狮岭镇皮革城2期', keyword: '箱包,行李箱,双肩包', hex: '#5f3dc4' },
  { name: '花颜美妆旗舰店', category: '美妆个护', scope: ['彩妆', '香水香氛', '面部护肤'], info: '正品彩妆香水，专柜同款，假一赔十', city: '上海', address: '上海市静安区南京西路1266号恒隆广场', keyword: '口红,彩妆,香水,正品', hex: '#e64980' },
  { name: '水润护肤专营店', category: '美妆个护', scope: ['面部护肤'], info: '敏感肌友好护肤，成分党之选', city: '广州', address: '广东省广州市白云区太和镇美妆产业园A栋', keyword: '护肤,面霜,精华,面膜', hex: '#15aabf' },
  { name: '清新个护专卖店', category: '美妆个护', scope: ['洗护清洁', '个护健康'], info: '家庭洗护囤货首选，量大更优惠', city: '苏州', address: '江苏省苏州市工业园区星湖街328号', keyword: '洗发水,沐浴露,牙膏,个护', hex: '#12b886' },
  { name: '山野零食旗舰店', category: '食品生鲜', scope: ['休闲零食', '饮料冲调'], info: '好吃不贵的零食铺子，满59元包邮', city: '杭州', address: '浙江省杭州市临平区东湖街道食品产业园6号', keyword: '零食,坚果,饼干,休闲食品', hex: '#e8590c' },
  { name: '果园鲜生专营店', category: '食品生鲜', scope: ['新鲜水果', '肉禽蛋品'], info: '产地直采，冷链到家，坏果包赔', city: '成都', address: '四川省成都市双流区西航港大道中四段88号', keyword: '水果,生鲜,车厘子,牛排', hex: '#5c940d' },
  { name: '五谷粮油专卖店', category: '食品生鲜', scope: ['粮油调味'], info: '东北源头好米好油，厨房好帮手', city: '青岛', address: '山东省青岛市城阳区长城路218号', keyword: '大米,食用油,粮油,酱油', hex: '#d9480f' },
  { name: '茗香茶饮旗舰店', category: '食品生鲜', scope: ['饮料冲调'], info: '明前好茶，现磨咖啡，品质生活从一杯开始', city: '厦门', address: '福建省厦门市思明区湖滨南路90号', keyword: '茶叶,咖啡,牛奶,冲调', hex: '#2f9e44' },
  { name: '暖居家纺旗舰店', category: '家居家装', scope: ['床上用品', '灯饰收纳'], info: 'A类母婴级家纺，给家多一份温暖', city: '南京', address: '江苏省南京市江宁区双龙大道1698号', keyword: '家纺,四件套,被子,枕头', hex: '#f59f00' },
  { name: '木语家具专营店', category: '家居家装', scope: ['家具', '灯饰收纳'], info: '实木家具，送货上门免费安装', city: '成都', address: '四川省成都市新都区家具产业园龙虎大道11号', keyword: '家具,沙发,床,餐桌', hex: '#8d6e63' },
  { name: '厨艺佳厨具专卖店', category: '家居家装', scope: ['厨具餐具'], info: '专业厨具，好锅炒好菜', city: '金华', address: '浙江省金华市永康市五金城会展中心北路9号', keyword: '炒锅,厨具,保温杯,餐具', hex: '#495057' },
  { name: '贝贝母婴旗舰店', category: '母婴玩具', scope: ['奶粉辅食', '尿裤湿巾', '出行喂养', '童装童鞋'], info: '正品母婴用品，新手爸妈的放心之选', city: '上海', address: '上海市闵行区七莘路3655号', keyword: '奶粉,纸尿裤,母婴,童装', hex: '#f783ac' },
  { name: '童趣玩具专营店', category: '母婴玩具', scope: ['玩具乐器', '童书绘本'], info: '益智玩具，陪伴孩子快乐成长', city: '长沙', address: '湖南省长沙市岳麓区麓谷大道658号', keyword: '玩具,积木,遥控车,毛绒玩具', hex: '#fab005' },
  { name: '疾风运动旗舰店', category: '运动户外', scope: ['运动鞋', '运动服饰'], info: '专业跑步装备，助你突破自我', city: '泉州', address: '福建省泉州市晋江市世纪大道888号', keyword: '运动鞋,跑步鞋,运动服', hex: '#1864ab' },
  { name: '山行户外专营店', category: '运动户外', scope: ['户外装备', '运动服饰'], info: '露营徒步一站式装备，山野任你行', city: '武汉', address: '湖北省武汉市洪山区光谷大道77号', keyword: '户外,露营,帐篷,冲锋衣', hex: '#2b8a3e' },
  { name: '力健健身器材专卖店', category: '运动户外', scope: ['健身器材'], info: '家用健身器材，送货上门安装', city: '宁波', address: '浙江省宁波市鄞州区钱湖北路399号', keyword: '健身,跑步机,哑铃,瑜伽垫', hex: '#c92a2a' },
  { name: '书香图书专营店', category: '图书文具', scope: ['文学小说', '童书绘本', '教育考试'], info: '正版图书，满减包邮，好书不断', city: '北京', address: '北京市朝阳区朝外大街甲6号万通中心', keyword: '图书,小说,童书,教辅', hex: '#5c7cfa' },
  { name: '墨韵文具旗舰店', category: '图书文具', scope: ['文具用品'], info: '学生办公文具，书写更顺滑', city: '上海', address: '上海市奉贤区金钱公路3469号', keyword: '文具,中性笔,笔记本,书包', hex: '#1098ad' },
];
