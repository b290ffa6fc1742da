/** Address book calls (/api/user/address/*) and the regions they pick from. */
import { z } from 'zod';
import { flagField, intField, MAX_ID, type RequestOf } from './fields';
import { MAINLAND_MOBILE, REAL_NAME } from './patterns';

/** Trimmed text: `empty` when missing or blank, `invalid` when not a string or longer than `max`. */
const text = (empty: string, invalid: string, max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? empty : invalid) })
    .max(max * 4, invalid)
    .trim()
    .min(1, empty)
    .max(max, invalid);

/** A mainland mobile number (a consignee's). */
export const mobileField = text('请填写联系电话', '请输入正确的手机号码', 11).regex(MAINLAND_MOBILE, '请输入正确的手机号码');

/** A region id; 0, '' or missing means not chosen yet. */
const regionField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (i) =>
          i.input === undefined || i.input === null || i.input === '' ? `请选择${label}` : '请选择正确的所在地区',
      })
      .int('请选择正确的所在地区')
      .min(1, `请选择${label}`)
      .max(999_999_999, '请选择正确的所在地区'),
  );

/** POST /api/user/address/create: creates (address_id 0) or edits; region names are taken from the ids. */
export const addressBody = z.object({
  /** 0 or absent: a new address; otherwise the address to edit */
  address_id: intField('地址ID', 0, MAX_ID).optional().default(0),
  real_name: text('请填写收货人姓名', '请填写正确的收货人姓名', 25).regex(REAL_NAME, '请填写正确的收货人姓名'),
  phone: mobileField,
  province_id: regionField('省份'),
  city_id: regionField('城市'),
  district_id: regionField('区县'),
  street_id: regionField('街道'),
  detail: text('请填写详细地址', '详细地址为2-60个字', 60).min(2, '详细地址为2-60个字'),
  is_default: flagField('is_default').optional().default(0),
});
export type AddressInput = RequestOf<typeof addressBody, 'address_id' | 'is_default'>;
/** The fields of an address as the API saves them (the parsed body less the id it edits). */
export type AddressFields = Omit<z.output<typeof addressBody>, 'address_id'>;
export const addressSaved = z.object({ address_id: z.number().int() });
export type AddressSaved = z.infer<typeof addressSaved>;

/** GET /api/v2/system/city/lst/:pid (0: the provinces) */
export const regionParams = z.object({ pid: intField('地区ID', 0, 999_999_999) });

/** A region of China's 4-level administrative divisions; the id is its statistical code. */
export const region = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int(),
  /** 1 province, 2 city, 3 district, 4 street */
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** number of children (0 for a street) */
  snum: z.number().int(),
});
export type Region = z.infer<typeof region>;

export const address = z.object({
  address_id: z.number().int(),
  real_name: z.string(),
  phone: z.string(),
  province_id: z.number().int(),
  province: z.string(),
  city_id: z.number().int(),
  city: z.string(),
  district_id: z.number().int(),
  district: z.string(),
  street_id: z.number().int(),
  street: z.string(),
  detail: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
});
export type Address = z.infer<typeof address>;

/** GET /api/user/address/lst: the default address first, then the newest; at most `max` (50) addresses */
export const addressList = z.object({ list: z.array(address), count: z.number().int(), max: z.number().int() });
export type AddressList = z.infer<typeof addressList>;
