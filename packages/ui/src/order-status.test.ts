import { describe, expect, it } from 'vitest';
import { orderActions, orderStatusText, refundBadgeText, refundStatusText, refundTypeText } from './order-status';

describe('order and refund status texts', () => {
  it('names the order statuses', () => {
    expect(orderStatusText(0)).toBe('待发货');
    expect(orderStatusText(1)).toBe('待收货');
    expect(orderStatusText(2)).toBe('待评价');
    expect(orderStatusText(3)).toBe('已完成');
    expect(orderStatusText(-1)).toBe('已退款');
    expect(orderStatusText(0, { paid: false })).toBe('待付款');
    expect(orderStatusText(0, { cancelled: true })).toBe('交易已关闭');
  });

  it('names the refund statuses and types', () => {
    expect([0, 1, 2, 3, -1, -2].map(refundStatusText)).toEqual([
      '审核中',
      '待退货',
      '待商家收货',
      '退款成功',
      '商家拒绝退款',
      '已取消',
    ]);
    expect(refundTypeText(1)).toBe('仅退款');
    expect(refundTypeText(2)).toBe('退货退款');
  });

  it('badges an order by its refunds', () => {
    expect(refundBadgeText({ refunding: true, refundedNum: 1, totalNum: 3 })).toBe('退款中');
    expect(refundBadgeText({ refunding: false, refundedNum: 1, totalNum: 3 })).toBe('部分退款');
    expect(refundBadgeText({ refunding: false, refundedNum: 3, totalNum: 3 })).toBe('全部退款');
    expect(refundBadgeText({ refunding: false, refundedNum: 0, totalNum: 3, status: -1 })).toBe('全部退款');
    expect(refundBadgeText({ refunding: false, refundedNum: 0, totalNum: 3 })).toBe('');
  });
});

describe('order actions', () => {
  it('offers per status what the shopper can do', () => {
    expect(orderActions({ paid: false, status: 0 })).toEqual(['detail', 'cancel', 'pay']);
    expect(orderActions({ paid: true, status: 0 })).toEqual(['detail', 'receipt', 'again']);
    expect(orderActions({ paid: true, status: 0, hasReceipt: true })).toEqual(['detail', 'again']);
    expect(orderActions({ paid: true, status: 1, hasReceipt: true })).toEqual(['detail', 'logistics', 'take']);
    expect(orderActions({ paid: true, status: 2, hasReceipt: true, shipped: true })).toEqual([
      'detail',
      'logistics',
      'again',
      'evaluate',
    ]);
    expect(orderActions({ paid: true, status: 3 })).toEqual(['detail', 'delete', 'again']);
    expect(orderActions({ paid: true, status: -1 })).toEqual(['detail', 'delete', 'again']);
  });
});
