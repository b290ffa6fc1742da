import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { loadCaptchaMaxCounter, loadDevOutbox } from '../../config';
import { createCaptcha } from './captcha';
import { devRoutes } from './dev-routes';
import { qrRoutes } from './qr-routes';
import { loginBody, registerBody, smsLoginBody, verifyBody } from './schemas';
import { passwordLogin, register, requestSmsCode, smsLogin } from './service';
import { bindToPromoter, promoterOfCode } from '../distribution/binding';
import { outboxSmsProvider, type SmsProvider } from './sms-provider';
import { revokeRequestToken } from './token';

export interface AuthOptions {
  db: Db;
  /** where SMS go; default: the built-in outbox */
  sms?: SmsProvider;
  /** serve GET /api/dev/sms_outbox; default: NODE_ENV=development or MALL_DEV_SMS_OUTBOX=1 */
  devOutbox?: boolean;
}

export const clientInfo = (req: FastifyRequest) => ({ ip: req.ip });

export const authRoutes: FastifyPluginAsync<AuthOptions> = async (app, opts) => {
  const { db } = opts;
  const devOutbox = opts.devOutbox ?? loadDevOutbox();
  const sms = opts.sms ?? outboxSmsProvider(db, app.log, { logContent: devOutbox });

  const captchaMaxCounter = loadCaptchaMaxCounter();
  app.get('/api/captcha', async (req) => ok(await createCaptcha(db, req.ip, captchaMaxCounter)));

  app.post('/api/auth/verify', async (req) => {
    const body = validate(verifyBody, req.body);
    await requestSmsCode(db, sms, body, clientInfo(req));
    return ok(null, '发送成功');
  });

  app.post('/api/auth/login', async (req) => {
    const body = validate(loginBody, req.body);
    return ok(await passwordLogin(db, body, clientInfo(req)), '登录成功');
  });

  app.post('/api/auth/smslogin', async (req) => {
    const body = validate(smsLoginBody, req.body);
    return ok(await smsLogin(db, body, clientInfo(req)), '登录成功');
  });

  app.post('/api/auth/register', async (req) => {
    const body = validate(registerBody, req.body);
    // an unknown invite code is refused before the account exists
    const promoter = body.spread_code ? await promoterOfCode(db, body.spread_code) : null;
    const uid = await register(db, body);
    if (promoter) await bindToPromoter(db, uid, promoter);
    return ok(null, '注册成功');
  });

  app.post('/api/logout', async (req) => {
    await revokeRequestToken(db, req);
    return ok(null, '退出成功');
  });

  await app.register(qrRoutes, { db });
  if (devOutbox) await app.register(devRoutes, { db });
};
