import { describe, expect, it } from 'vitest';
import { returnFormError } from './return-rules';

describe('return shipment form', () => {
  it('needs a courier, a tracking number and a mobile number', () => {
    const ok = { courier: 'SF', trackingNo: 'SF1234567890', phone: '13800138000' };
    expect(returnFormError(ok)).toBe('');
    expect(returnFormError({ ...ok, courier: '' })).toBe('请选择快递公司');
    expect(returnFormError({ ...ok, trackingNo: '12 34' })).toBe('请填写正确的快递单号（6-30位字母或数字）');
    expect(returnFormError({ ...ok, phone: '1380013800' })).toBe('请填写正确的手机号码');
  });
});
