import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { phoneField, smsCodeField } from '@mall/contracts';
import { areaIdField, newPasswordField } from '../auth/fields';
import { checkPhone } from '../auth/phone';
import { currentUser } from '../auth/token';
import { isUploadedImage } from '../upload/service';
import { changePassword, changePhone, cleanNickname, logOutEverywhere, NICKNAME_MAX, updateProfile } from './profile';
import { userView } from './service';

const profileBody = z.object({
  nickname: z
    .string({ error: '昵称必须是文字' })
    .max(NICKNAME_MAX * 8, `昵称为1-${NICKNAME_MAX}个字`)
    .transform(cleanNickname)
    .pipe(z.string().min(1, '请输入昵称').max(NICKNAME_MAX, `昵称为1-${NICKNAME_MAX}个字`))
    .optional(),
  avatar: z
    .string({ error: '头像地址格式错误' })
    .max(255, '头像地址格式错误')
    .refine((url) => url === '' || isUploadedImage(url, 'avatar'), '请先上传头像图片')
    .optional(),
});

const phoneBody = z.object({ phone: phoneField(), sms_code: smsCodeField(), area_id: areaIdField });

const passwordBody = z
  .object({
    old_pwd: z.string({ error: '原密码错误' }).max(64, '原密码错误').optional(),
    sms_code: smsCodeField().optional(),
    pwd: newPasswordField('请输入新密码'),
    confirm_pwd: z.string({ error: '请再次输入新密码' }).max(64, '两次密码不一致'),
  })
  .refine((b) => b.old_pwd || b.sms_code, { message: '请输入原密码或短信验证码', path: ['old_pwd'] })
  .refine((b) => b.pwd === b.confirm_pwd, { message: '两次密码不一致', path: ['confirm_pwd'] });

export const profileRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  /** Nickname (1–20 characters, plain text) and avatar (an avatar uploaded through /api/upload/image). */
  app.post('/api/user/change/info', async (req) => {
    const user = await currentUser(db, req);
    const change = validate(profileBody, req.body);
    await updateProfile(db, user.uid, change);
    return ok(userView({ ...user, ...change }), '修改成功');
  });

  /** Binds a new phone, proved by the SMS code (type mobile) sent to it. */
  app.post('/api/user/change/phone', async (req) => {
    const user = await currentUser(db, req);
    const body = validate(phoneBody, req.body);
    const number = await checkPhone(db, body.area_id, body.phone);
    await changePhone(db, user, number, body.sms_code);
    return ok(userView({ ...user, area_id: number.area_id, phone: number.phone }), '绑定成功');
  });

  /** New password by the old one or an SMS code to the bound phone; every session ends. */
  app.post('/api/user/change/password', async (req) => {
    const user = await currentUser(db, req);
    const body = validate(passwordBody, req.body);
    await changePassword(db, user, body, body.pwd, req.ip);
    return ok(null, '密码已修改，请重新登录');
  });

  app.post('/api/user/logout_all', async (req) => {
    const user = await currentUser(db, req);
    await logOutEverywhere(db, user.uid);
    return ok(null, '已退出所有设备');
  });
};
