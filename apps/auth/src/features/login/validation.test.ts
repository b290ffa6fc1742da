import { describe, expect, it } from 'vitest';
import { zhCN } from '../../i18n/zh-CN';
import {
  checkNewPassword as checkNewPasswordKey,
  validateAccount as validateAccountKey,
  validateQuick as validateQuickKey,
  validateRegister as validateRegisterKey,
  validateReset as validateResetKey,
  type MessageKey,
} from './validation';

// The checks return catalogue keys; the shopper reads the zh-CN text (spec §5's words).
const zh =
  <A extends unknown[]>(check: (...args: A) => MessageKey | null) =>
  (...args: A) => {
    const key = check(...args);
    return key && zhCN.validation[key];
  };
const checkNewPassword = zh(checkNewPasswordKey);
const validateAccount = zh(validateAccountKey);
const validateQuick = zh(validateQuickKey);
const validateRegister = zh(validateRegisterKey);
const validateReset = zh(validateResetKey);

describe('login form validation (spec §5)', () => {
  it('quick login: phone, code, code format, agreement in that order', () => {
    expect(validateQuick({ phone: ' ', code: '', agreed: false })).toBe('请填写手机号码');
    expect(validateQuick({ phone: '13800138000', code: '', agreed: false })).toBe('请填写验证码');
    expect(validateQuick({ phone: '13800138000', code: '12 3', agreed: false })).toBe('请输入正确的验证码');
    expect(validateQuick({ phone: '13800138000', code: '12-3', agreed: true })).toBe('请输入正确的验证码');
    expect(validateQuick({ phone: '13800138000', code: 'a1B2', agreed: false })).toBe('请勾选用户隐私协议');
    expect(validateQuick({ phone: '13800138000', code: '123456', agreed: true })).toBeNull();
  });

  it('account login: account, password, agreement', () => {
    expect(validateAccount({ account: '', password: '', agreed: true })).toBe('请填写手机号码');
    expect(validateAccount({ account: '13800138000', password: '', agreed: true })).toBe('请填写密码');
    expect(validateAccount({ account: '13800138000', password: 'x', agreed: false })).toBe('请勾选用户隐私协议');
    expect(validateAccount({ account: '13800138000', password: 'x', agreed: true })).toBeNull();
  });

  it('register words its messages 请输入…', () => {
    const ok = { phone: '13800138000', code: '123456', password: 'abc123', agreed: true };
    expect(validateRegister({ ...ok, phone: '' })).toBe('请输入手机号码');
    expect(validateRegister({ ...ok, code: '' })).toBe('请输入验证码');
    expect(validateRegister({ ...ok, code: '中文' })).toBe('请输入正确的验证码');
    expect(validateRegister({ ...ok, password: '' })).toBe('请输入密码');
    expect(validateRegister({ ...ok, password: 'abc12' })).toBe('请输入6-16位字母加数字组合');
    expect(validateRegister({ ...ok, agreed: false })).toBe('请勾选用户隐私协议');
    expect(validateRegister(ok)).toBeNull();
  });

  it('password rule: 6-16 letters and digits, mixed', () => {
    for (const bad of ['123456', 'abcdef', 'ab12', 'abcdefgh123456789', 'abc 123', 'abc_123', '密码abc123']) {
      expect(checkNewPassword(bad), bad).toBe('请输入6-16位字母加数字组合');
    }
    for (const good of ['abc123', 'A1b2C3d4E5f6G7h8', '1a1a1a']) expect(checkNewPassword(good), good).toBeNull();
  });

  it('reset: passwords must match', () => {
    const ok = { phone: '13800138000', code: '123456', password: 'abc123', confirm: 'abc123' };
    expect(validateReset({ ...ok, phone: '' })).toBe('请填写手机号码');
    expect(validateReset({ ...ok, code: '' })).toBe('请填写验证码');
    expect(validateReset({ ...ok, password: '' })).toBe('请填写密码');
    expect(validateReset({ ...ok, confirm: 'abc124' })).toBe('两次密码不一致');
    expect(validateReset(ok)).toBeNull();
  });
});
