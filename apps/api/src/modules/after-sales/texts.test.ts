import { describe, expect, it } from 'vitest';
import { FAILED_REFUND_REASON, refundLogIn, refundReasonIn } from './texts';

const CJK = /[\u3400-\u9fff]/;

describe('refund texts in the shopper language', () => {
  it('every step of a refund history the mall writes reads English, a merchant reason as written', () => {
    const steps: [string, string][] = [
      [
        '买家申请仅退款，退款金额¥12.50，原因：不想要了',
        'The buyer asked for a refund of ¥12.50. Reason: No longer needed',
      ],
      ['买家取消退款申请', 'The buyer cancelled the request'],
      ['买家已退回商品：极兔速递 JT12345678', 'The buyer sent the goods back: J&T Express JT12345678'],
      [
        '商家超时未处理，系统自动同意退货，请将商品寄回商家退货地址',
        "The seller did not answer in time, so the mall agreed to the return. Please send the goods to the seller's return address",
      ],
      ['商家同意退款', 'The seller agreed to the refund'],
      ['商家已确认收到退货', 'The seller received the returned goods'],
      ['退款成功，¥99.00已退回支付宝', 'Refunded: ¥99.00 back to Alipay'],
      [FAILED_REFUND_REASON, 'Group buy failed, refunded automatically'],
    ];
    for (const [chinese, english] of steps) {
      expect(refundLogIn(chinese, 'en')).toBe(english);
      expect(refundLogIn(chinese, 'zh-CN')).toBe(chinese);
      expect(english).not.toMatch(CJK);
    }
    expect(refundLogIn('商家拒绝退款，原因：请先联系客服', 'en')).toBe(
      'The seller refused the refund. Reason: 请先联系客服',
    );
  });

  it('a reason not in the list stays as stored', () => {
    expect(refundReasonIn('收到商品破损', 'en')).toBe('Item arrived damaged');
    expect(refundReasonIn('收到商品破损', 'zh-CN')).toBe('收到商品破损');
    expect(refundReasonIn('别的', 'en')).toBe('别的');
  });
});
