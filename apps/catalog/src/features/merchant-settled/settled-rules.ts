import type { IntentionInput } from '@mall/api-client';

export interface SettledForm {
  mer_name: string;
  name: string;
  phone: string;
  code: string;
  mer_category_id: string;
  mer_type_id: string;
  images: string[];
  agree: boolean;
}

export const emptyForm: SettledForm = {
  mer_name: '',
  name: '',
  phone: '',
  code: '',
  mer_category_id: '',
  mer_type_id: '',
  images: [],
  agree: false,
};

export const MAX_LICENCE_IMAGES = 10;

const chars = (s: string) => [...s.trim()].length;

export const phoneError = (phone: string) =>
  !phone.trim() ? '请输入手机号码' : /^1[3-9]\d{9}$/.test(phone.trim()) ? '' : '请输入正确的手机号码';

/** The first problem of each field (the API's messages), '' when fine. */
export function formErrors(f: SettledForm): Partial<Record<keyof SettledForm, string>> {
  const e: Partial<Record<keyof SettledForm, string>> = {};
  if (!f.mer_name.trim()) e.mer_name = '请输入商户名称';
  else if (chars(f.mer_name) < 3 || chars(f.mer_name) > 15) e.mer_name = '商户名称长度为3-15个字符';
  if (!f.name.trim()) e.name = '请输入用户姓名';
  else if (chars(f.name) < 2 || chars(f.name) > 5) e.name = '用户姓名长度为2-5个字符';
  const phone = phoneError(f.phone);
  if (phone) e.phone = phone;
  if (!f.code.trim()) e.code = '请输入验证码';
  if (!f.mer_category_id) e.mer_category_id = '请选择商户分类';
  if (!f.mer_type_id) e.mer_type_id = '请选择店铺类型';
  if (f.images.length === 0) e.images = '请上传营业执照等资质图片';
  if (!f.agree) e.agree = '请阅读并同意入驻协议';
  return e;
}

export const toInput = (f: SettledForm): IntentionInput => ({
  mer_name: f.mer_name.trim(),
  name: f.name.trim(),
  phone: f.phone.trim(),
  code: f.code.trim(),
  mer_category_id: Number(f.mer_category_id),
  mer_type_id: Number(f.mer_type_id),
  images: f.images,
});
