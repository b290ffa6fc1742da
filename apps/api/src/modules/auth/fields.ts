import { z } from 'zod';
import { textField } from '@mall/contracts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { CHINA_AREA_ID } from './phone';

/**
 * Field builders for the login forms. Each takes its own messages, because the panels word them
 * differently (the register panel says 请输入…, the others 请填写…).
 */

/** An optional string ('' when missing). */
export function optionalText(opts: { invalid: string; max: number; pattern?: RegExp }) {
  const base = z.string({ error: opts.invalid }).max(opts.max * 4, opts.invalid).trim().max(opts.max, opts.invalid);
  return (opts.pattern ? base.regex(opts.pattern, opts.invalid) : base).optional().default('');
}

/** Area id: a positive integer or its decimal string (forms post strings), default China (19). */
export const areaIdField = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: '请选择正确的国家或地区' })
      .int('请选择正确的国家或地区')
      .min(1, '请选择正确的国家或地区')
      .max(1_000_000, '请选择正确的国家或地区'),
  )
  .optional()
  .default(CHINA_AREA_ID);

export const PASSWORD_RULE_MESSAGE = '请输入6-16位字母加数字组合';
/** 6-16 letters and digits, not all digits and not all letters. */
export const PASSWORD_RULE = /^(?![0-9]+$)(?![A-Za-z]+$)[0-9A-Za-z]{6,16}$/;

/** A new password (register, reset, change): the password rule and not a common password; not trimmed. */
export const newPasswordField = (empty = '请输入密码') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? empty : PASSWORD_RULE_MESSAGE) })
    .min(1, empty)
    .max(16, PASSWORD_RULE_MESSAGE)
    .regex(PASSWORD_RULE, PASSWORD_RULE_MESSAGE)
    .refine((pwd) => !isCommonPassword(pwd), COMMON_PASSWORD_MESSAGE);

export const businessCodeField = optionalText({
  invalid: '客户经理编码为0-32位字母或数字',
  max: 32,
  pattern: /^[A-Za-z0-9]*$/,
});

export const spreadCodeField = optionalText({ invalid: '邀请码格式错误', max: 16, pattern: /^[A-Za-z0-9]*$/ });

/** The solved proof of work (captcha.ts): base64 of a small JSON document. */
export const captchaCodeField = textField({ empty: '请先完成人机验证', invalid: '人机验证未通过，请重试', max: 2048 });

/** An opaque key from the server (captcha key, QR key). */
export const keyField = (empty: string, invalid: string) => textField({ empty, invalid, max: 64 });
