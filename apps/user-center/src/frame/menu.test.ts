import { describe, expect, it } from 'vitest';
import { zhCN } from '../i18n/zh-CN';
import { activeHref, MENU } from './menu';

describe('user centre menu', () => {
  it('has the groups of the issue, in order', () => {
    expect(MENU.map((g) => g.entries.map((e) => zhCN.menu.entries[e.label]))).toEqual([
      ['我的订单', '售后/退款', '预售订单'],
      ['我的余额', '我的积分', '我的优惠券', '发票管理'],
      ['每日签到', 'SVIP会员'],
      ['商品收藏', '店铺关注', '关注主播', '浏览记录'],
      ['个人资料', '地址管理', '修改密码'],
      ['商家入驻记录'],
      ['推广订单', '我的佣金'],
    ]);
  });

  it('highlights the entry of the location, header links included', () => {
    expect(activeHref('/user/order_list', '?type=1')).toBe('/user/order_list');
    expect(activeHref('/user/balance', '?type=3')).toBe('/user/balance');
    expect(activeHref('/user/refund_select', '?order_id=3')).toBe('/user/refund_list');
    expect(activeHref('/user/collect', '')).toBe('/user/collect');
    expect(activeHref('/user/collect', '?tab=shop&page=2')).toBe('/user/collect?tab=shop');
    expect(activeHref('/user', '?type=0')).toBeNull();
  });
});
