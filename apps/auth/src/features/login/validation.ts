/**
 * Client-side checks of the login forms (spec §5). Each returns the first message that applies,
 * or null. The register panel words its messages 请输入…, the others 请填写….
 */

export const MESSAGES = {
  phoneEmpty: '请填写手机号码',
  phoneEmptyRegister: '请输入手机号码',
  codeEmpty: '请填写验证码',
  codeEmptyRegister: '请输入验证码',
  codeInvalid: '请输入正确的验证码',
  passwordEmpty: '请填写密码',
  passwordEmptyRegister: '请输入密码',
  passwordRule: '请输入6-16位字母加数字组合',
  agreement: '请勾选用户隐私协议',
  passwordsDiffer: '两次密码不一致',
  captchaEmpty: '请输入图形验证码',
  /** Fast (SMS) login failure, whatever the server said. */
  smsLoginFailed: '验证码错误',
} as const;

/** 6-16 letters and digits, not all digits and not all letters (spec §5, §9). */
export const PASSWORD_RULE = /^(?![0-9]+$)(?![A-Za-z]+$)[0-9A-Za-z]{6,16}$/;
const CODE_RULE = /^[A-Za-z0-9]+$/;

type Check = string | null;

export function checkPhone(phone: string, register = false): Check {
  if (!phone.trim()) return register ? MESSAGES.phoneEmptyRegister : MESSAGES.phoneEmpty;
  return null;
}

export function checkSmsCode(code: string, register = false): Check {
  const value = code.trim();
  if (!value) return register ? MESSAGES.codeEmptyRegister : MESSAGES.codeEmpty;
  if (!CODE_RULE.test(value)) return MESSAGES.codeInvalid;
  return null;
}

export function checkPassword(password: string, register = false): Check {
  if (!password) return register ? MESSAGES.passwordEmptyRegister : MESSAGES.passwordEmpty;
  return null;
}

/** A new password (register, reset): present, then the 6-16 letters-and-digits rule. */
export function checkNewPassword(password: string, register = false): Check {
  return checkPassword(password, register) ?? (PASSWORD_RULE.test(password) ? null : MESSAGES.passwordRule);
}

export function checkAgreement(agreed: boolean): Check {
  return agreed ? null : MESSAGES.agreement;
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
    () => (f.password === f.confirm ? null : MESSAGES.passwordsDiffer),
  );
