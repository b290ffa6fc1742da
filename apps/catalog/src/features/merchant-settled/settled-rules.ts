import type { IntentionInput } from '@mall/api-client';
import { MAINLAND_MOBILE } from '@mall/contracts';
import type { CatalogCatalogue } from '../../i18n/zh-CN';

/** A problem of the form: its text in the catalogues (settled.errors), the API's words in Chinese. */
export type SettledProblem = keyof CatalogCatalogue['settled']['errors'];

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

const chars = (s: string) => [...s.trim()].length;

export const phoneError = (phone: string): SettledProblem | '' =>
  !phone.trim() ? 'phone' : MAINLAND_MOBILE.test(phone.trim()) ? '' : 'phoneBad';

/** The first problem of each field (as the API would word it), none when fine. */
export function formErrors(f: SettledForm): Partial<Record<keyof SettledForm, SettledProblem>> {
  const e: Partial<Record<keyof SettledForm, SettledProblem>> = {};
  if (!f.mer_name.trim()) e.mer_name = 'merName';
  else if (chars(f.mer_name) < 3 || chars(f.mer_name) > 15) e.mer_name = 'merNameLength';
  if (!f.name.trim()) e.name = 'name';
  else if (chars(f.name) < 2 || chars(f.name) > 5) e.name = 'nameLength';
  const phone = phoneError(f.phone);
  if (phone) e.phone = phone;
  if (!f.code.trim()) e.code = 'code';
  if (!f.mer_category_id) e.mer_category_id = 'category';
  if (!f.mer_type_id) e.mer_type_id = 'type';
  if (f.images.length === 0) e.images = 'images';
  if (!f.agree) e.agree = 'agree';
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
