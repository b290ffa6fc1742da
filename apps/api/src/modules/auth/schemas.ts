import { z } from 'zod';
import {
  areaIdField,
  businessCodeField,
  captchaCodeField,
  spreadCodeField,
  keyField,
  newPasswordField,
  optionalText,
} from './fields';
import { phoneField, smsCodeField, textField } from '@mall/contracts';
import { SMS_TYPES } from './sms';

/** Request bodies of the auth calls. Unknown keys are dropped by `validate`. */

export const verifyBody = z.object({
  phone: phoneField(),
  type: z.enum(SMS_TYPES, { error: '验证码类型错误' }),
  key: keyField('请先完成人机验证', '人机验证已失效，请重新验证'),
  code: captchaCodeField,
  area_id: areaIdField,
});

export const loginBody = z.object({
  account: textField({ empty: '请填写账号', invalid: '账号或密码错误', max: 32 }),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? '请填写密码' : '账号或密码错误') })
    .min(1, '请填写密码')
    .max(64, '账号或密码错误'),
  area_id: areaIdField,
});

/** `key` is accepted for compatibility with the client and not used. */
const unusedKey = optionalText({ invalid: '参数key格式错误', max: 64 });

export const smsLoginBody = z.object({
  phone: phoneField(),
  sms_code: smsCodeField('请填写验证码', '验证码错误'),
  area_id: areaIdField,
  key: unusedKey,
  business_code: businessCodeField,
});

export const registerBody = z.object({
  phone: phoneField('请输入手机号码'),
  sms_code: smsCodeField('请输入验证码'),
  pwd: newPasswordField('请输入密码'),
  user_type: z.literal('pc', { error: '用户类型错误' }).optional().default('pc'),
  area_id: areaIdField,
  business_code: businessCodeField,
  /** the promoter's invite code the new user came with (/?spread=) */
  spread_code: spreadCodeField,
});

export const changePwdBody = z
  .object({
    phone: phoneField(),
    sms_code: smsCodeField(),
    pwd: newPasswordField('请填写密码'),
    confirm_pwd: z.string({ error: '请再次输入密码' }).max(64, '两次密码不一致'),
    area_id: areaIdField,
    key: unusedKey,
  })
  .refine((b) => b.pwd === b.confirm_pwd, { message: '两次密码不一致', path: ['confirm_pwd'] });

export const qrKeyBody = z.object({ key: keyField('请先获取二维码', '二维码已失效，请刷新') });

export const qrActionBody = z.object({
  key: keyField('请先获取二维码', '二维码已失效，请刷新'),
  action: z.enum(['scan', 'confirm', 'cancel'], { error: '操作类型错误' }).optional().default('confirm'),
});

export const outboxQuery = z.object({
  phone: optionalText({ invalid: '请输入正确的手机号码', max: 20, pattern: /^\d*$/ }),
});
