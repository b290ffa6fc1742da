import { describe, expect, it } from 'vitest';
import { imageListField } from './fields';
import { refundApplyBody, refundListQuery, returnShipmentBody } from './refund';
import { replyBody } from './review';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

describe('refund and review schemas', () => {
  const apply = { type: 1, refund_type: 1, ids: [3], refund_message: '不想要了' };

  it('an application: defaults, decimal strings, the spec messages', () => {
    expect(refundApplyBody.parse({ ...apply, type: '2', ids: '3,3,4' })).toMatchObject({
      type: 2,
      ids: [3, 4],
      mark: '',
      pics: [],
    });
    expect(firstMessage(refundApplyBody.safeParse({ ...apply, type: 3 }))).toBe('退款方式错误');
    expect(firstMessage(refundApplyBody.safeParse({ ...apply, refund_type: undefined }))).toBe('请选择退款类型');
    expect(firstMessage(refundApplyBody.safeParse({ ...apply, refund_message: '随便' }))).toBe('请选择退款原因');
    // a reason picked in English is read as the Chinese one; any other English is no reason
    expect(refundApplyBody.parse({ ...apply, refund_message: 'No longer needed' }).refund_message).toBe('不想要了');
    expect(firstMessage(refundApplyBody.safeParse({ ...apply, refund_message: 'Whatever' }))).toBe('请选择退款原因');
    expect(firstMessage(refundApplyBody.safeParse({ ...apply, mark: 'x'.repeat(101) }))).toBe(
      '备注说明不能超过100个字',
    );
    expect(firstMessage(refundApplyBody.safeParse({ ...apply, pics: Array(7).fill('a.png') }))).toBe('最多上传6张图片');
  });

  it('pictures: a client takes any URL, the API passes its own check', () => {
    expect(imageListField().parse(['x'])).toEqual(['x']);
    expect(firstMessage(imageListField((u) => u.startsWith('/uploads/')).safeParse(['x']))).toBe(
      '图片格式错误，请重新上传',
    );
  });

  it('the list tab, the return shipment, a review', () => {
    expect(refundListQuery.parse({})).toEqual({ page: 1, limit: 10, type: 0 });
    expect(firstMessage(refundListQuery.safeParse({ type: '3' }))).toBe('退款状态错误');
    expect(firstMessage(returnShipmentBody.safeParse({ delivery_type: 'SF', delivery_id: '12' }))).toBe(
      '请填写正确的物流单号',
    );
    expect(
      firstMessage(
        returnShipmentBody.safeParse({ delivery_type: 'SF', delivery_id: 'SF123456', delivery_phone: '123' }),
      ),
    ).toBe('请填写正确的联系电话');
    expect(firstMessage(replyBody.safeParse({ comment: 'ok', product_score: 6 }))).toBe('商品质量评分不能超过5');
  });
});
