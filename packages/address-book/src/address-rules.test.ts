import { describe, expect, it } from 'vitest';
import { addressError } from './address-rules';

const ok = {
  real_name: '张小明',
  phone: '13800138000',
  province_id: 11,
  city_id: 1101,
  district_id: 110105,
  street_id: 110105001,
  detail: '建国路88号',
};

describe('address form rules', () => {
  it('accepts a complete address', () => {
    expect(addressError(ok)).toBeNull();
    expect(addressError({ ...ok, real_name: '阿卜杜·热合曼' })).toBeNull();
  });

  it('points at the first wrong field with the API message', () => {
    expect(addressError({ ...ok, real_name: ' ' })).toEqual({ field: 'real_name', message: '请填写收货人姓名' });
    expect(addressError({ ...ok, real_name: '张3' })?.message).toBe('请填写正确的收货人姓名');
    expect(addressError({ ...ok, phone: '' })?.message).toBe('请填写联系电话');
    expect(addressError({ ...ok, phone: '12800138000' })?.message).toBe('请输入正确的手机号码');
    expect(addressError({ ...ok, phone: '1380013800' })?.message).toBe('请输入正确的手机号码');
    expect(addressError({ ...ok, district_id: 0 })).toEqual({ field: 'region', message: '请选择区县' });
    expect(addressError({ ...ok, street_id: 0 })?.message).toBe('请选择街道');
    expect(addressError({ ...ok, detail: '号' })?.message).toBe('详细地址为2-60个字');
    expect(addressError({ ...ok, detail: 'x'.repeat(61) })?.message).toBe('详细地址为2-60个字');
  });
});
