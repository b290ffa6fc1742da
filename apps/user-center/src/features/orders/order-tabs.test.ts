import { zhCN } from '../../i18n/zh-CN';
import { describe, expect, it } from 'vitest';
import type { OrderCounts } from '@mall/api-client';
import { ORDER_TABS, orderListHref, parseOrderTab } from './order-tabs';
import { evaluationHref, logisticsHref } from './order-links';

describe('order list tabs', () => {
  it('reads the tab from the URL, anything unknown being 全部', () => {
    expect(parseOrderTab('unpaid')).toBe('unpaid');
    expect(parseOrderTab('2')).toBe('2');
    expect(parseOrderTab('-1')).toBe('all');
    expect(parseOrderTab(null)).toBe('all');
  });

  it('keeps type=1 and the page in the URL', () => {
    expect(orderListHref('all')).toBe('/user/order_list?type=1');
    expect(orderListHref('1', 3)).toBe('/user/order_list?type=1&status=1&page=3');
  });

  it('counts each tab from /api/order/number (全部 includes the unpaid checkouts)', () => {
    const counts: OrderCounts = { noPay: 2, noPostage: 3, noDeliver: 4, noComment: 5, done: 6, refund: 1, orderCount: 19 };
    expect(ORDER_TABS.map((t) => [zhCN.orderStatus[t.label], t.count(counts)])).toEqual([
      ['全部', 21],
      ['待付款', 2],
      ['待发货', 3],
      ['待收货', 4],
      ['待评价', 5],
      ['已完成', 6],
    ]);
  });
});

describe('order card links', () => {
  it('tracks same-city deliveries on their own page and reviews the first line not reviewed', () => {
    expect(logisticsHref({ order_id: 7, delivery_type: 'express' })).toBe('/logistics?orderId=7');
    expect(logisticsHref({ order_id: 7, delivery_type: 'delivery' })).toBe('/logistics_delivery?orderId=7');
    const line = (id: number, is_reply: 0 | 1) => ({ id, is_reply }) as never;
    expect(evaluationHref({ order_id: 7, orderProduct: [line(1, 1), line(2, 0)] })).toBe('/evaluation?unique=2&order_id=7');
  });
});
