/**
 * Client-side checks of the login forms (spec §5). Each returns the key of the first message that
 * applies, or null; panels show it with t(`validation.${key}`). The register panel words its
 * messages 请输入…, the others 请填写….
 */
import type { AuthCatalogue } from '../../i18n/zh-CN';

/** A validation message: a key under `validation.` of the catalogues (spec §5's words in zh-CN). */
export type MessageKey = keyof AuthCatalogue['validation'];

/** 6-16 letters and digits, not all digits and not all letters (spec §5, §9). */
export const PASSWORD_RULE = /^(?![0-9]+$)(?![A-Za-z]+$)[0-9A-Za-z]{6,16}$/;
const CODE_RULE = /^[A-Za-z0-9]+$/;

type Check = MessageKey | null;

export function checkPhone(phone: string, register = false): Check {
  if (!phone.trim()) return register ? 'phoneEmptyRegister' : 'phoneEmpty';
  return null;
}

export function checkSmsCode(code: string, register = false): Check {
  const value = code.trim();
  if (!value) return register ? 'codeEmptyRegister' : 'codeEmpty';
  if (!CODE_RULE.test(value)) return 'codeInvalid';
  return null;
}

export function checkPassword(password: string, register = false): Check {
  if (!password) return register ? 'passwordEmptyRegister' : 'passwordEmpty';
  return null;
}

/** A new password (register, reset): present, then the 6-16 letters-and-digits rule. */
export function checkNewPassword(password: string, register = false): Check {
  return checkPassword(password, register) ?? (PASSWORD_RULE.test(password) ? null : 'passwordRule');
}

export function checkAgreement(agreed: boolean): Check {
  return agreed ? null : 'agreement';
}

const first = (...checks: (() => Check)[]): Check => {
  for (const check of checks) {
    const message = check();
    if (message) return message;
  }
  return null;
};

export interface QuickForm {
  phone: string;
  code: string;
  agreed: boolean;
}
export const validateQuick = (f: QuickForm) =>
  first(
    () => checkPhone(f.phone),
    () => checkSmsCode(f.code),
    () => checkAgreement(f.agreed),
  );

export interface AccountForm {
  account: string;
  password: string;
  agreed: boolean;
}
export const validateAccount = (f: AccountForm) =>
  first(
    () => checkPhone(f.account),
    () => checkPassword(f.password),
    () => checkAgreement(f.agreed),
  );

export interface RegisterForm {
  phone: string;
  code: string;
  password: string;
  agreed: boolean;
}
export const validateRegister = (f: RegisterForm) =>
  first(
    () => checkPhone(f.phone, true),
    () => checkSmsCode(f.code, true),
    () => checkNewPassword(f.password, true),
    () => checkAgreement(f.agreed),
  );

export interface ResetForm {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}
export const validateReset = (f: ResetForm) =>
  first(
    () => checkPhone(f.phone),
    () => checkSmsCode(f.code),
    () => checkNewPassword(f.password),
    () => (f.password === f.confirm ? null : 'passwordsDiffer'),
  );
