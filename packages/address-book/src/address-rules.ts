import type { AddressInput } from '@mall/api-client';
import { MAINLAND_MOBILE, REAL_NAME } from '@mall/contracts';

/** The same rules the address API applies, checked before sending so the form can point at the field. */

export type AddressField = 'real_name' | 'phone' | 'region' | 'detail';

export function addressError(a: AddressInput): { field: AddressField; message: string } | null {
  const name = a.real_name.trim();
  if (!name) return { field: 'real_name', message: '请填写收货人姓名' };
  if (!REAL_NAME.test(name)) return { field: 'real_name', message: '请填写正确的收货人姓名' };
  if (!a.phone.trim()) return { field: 'phone', message: '请填写联系电话' };
  if (!MAINLAND_MOBILE.test(a.phone.trim())) return { field: 'phone', message: '请输入正确的手机号码' };
  const regions: [number, string][] = [
    [a.province_id, '省份'],
    [a.city_id, '城市'],
    [a.district_id, '区县'],
    [a.street_id, '街道'],
  ];
  const missing = regions.find(([id]) => !id);
  if (missing) return { field: 'region', message: `请选择${missing[1]}` };
  const detail = a.detail.trim();
  if (!detail) return { field: 'detail', message: '请填写详细地址' };
  if (detail.length < 2 || detail.length > 60) return { field: 'detail', message: '详细地址为2-60个字' };
  return null;
}
