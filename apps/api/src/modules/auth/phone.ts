import { MAINLAND_MOBILE } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaCode } from '../../db/schema';
import { badRequest } from '../../http/envelope';

/** Area id of mainland China (dialling code 86), the login form's default. */
export const CHINA_AREA_ID = 19;

const OTHER_NUMBER = /^\d{4,15}$/;

export interface PhoneNumber {
  area_id: number;
  /** dialling code without '+', e.g. '86' */
  area_code: string;
  /** national number, digits only */
  phone: string;
}

/** The area row for an `area_id` from the login forms, or a 400. */
export async function findArea(db: Db, areaId: number) {
  const [row] = await db
    .select({ id: areaCode.id, area_code: areaCode.area_code })
    .from(areaCode)
    .where(eq(areaCode.id, areaId));
  if (!row) throw badRequest('请选择正确的国家或地区');
  return row;
}

/** Whether `phone` is a valid number for the dialling code: mainland mobile for 86, 4-15 digits elsewhere. */
export function isValidPhone(areaCodeValue: string, phone: string): boolean {
  return areaCodeValue === '86' ? MAINLAND_MOBILE.test(phone) : OTHER_NUMBER.test(phone);
}

/** Checks a phone number against its area; a wrong one is a 400 '请输入正确的手机号码'. */
export async function checkPhone(db: Db, areaId: number, phone: string): Promise<PhoneNumber> {
  const area = await findArea(db, areaId);
  if (!isValidPhone(area.area_code, phone)) throw badRequest('请输入正确的手机号码');
  return { area_id: area.id, area_code: area.area_code, phone };
}

/** The login name of a phone user: the number itself in mainland China, '+<code><number>' elsewhere. */
export function accountFor(number: PhoneNumber): string {
  return number.area_code === '86' ? number.phone : `+${number.area_code}${number.phone}`;
}

/** 138****1234; shorter numbers keep their first and last two digits. */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
  if (phone.length >= 7) return `${phone.slice(0, 2)}***${phone.slice(-2)}`;
  return `${phone.slice(0, 1)}***`;
}
