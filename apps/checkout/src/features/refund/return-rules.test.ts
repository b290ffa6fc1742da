import { describe, expect, it } from 'vitest';
import { createI18n } from '@mall/app-kit/i18n';
import { CHECKOUT_CATALOGUES } from '../../i18n/catalogues';
import { returnFormError } from './return-rules';

describe('return shipment form', () => {
  it('needs a courier, a tracking number and a mobile number', () => {
    const { t } = createI18n(CHECKOUT_CATALOGUES, 'zh-CN');
    const ok = { courier: 'SF', trackingNo: 'SF1234567890', phone: '13800138000' };
    expect(returnFormError(t, ok)).toBeNull();
    expect(returnFormError(t, { ...ok, courier: '' })).toEqual({ field: 'courier', message: '请选择快递公司' });
    expect(returnFormError(t, { ...ok, trackingNo: '12 34' })).toEqual({
      field: 'trackingNo',
      message: '请填写正确的快递单号（6-30位字母或数字）',
    });
    expect(returnFormError(t, { ...ok, phone: '1380013800' })).toEqual({
      field: 'phone',
      message: '请填写正确的手机号码',
    });
  });
});
