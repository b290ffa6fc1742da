import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { hashPassword } from '../auth/password';
import { checkPhone } from '../auth/phone';
import { changePwdBody } from '../auth/schemas';
import { WRONG_CODE } from '../auth/service';
import { verifySmsCode } from '../auth/sms';
import { currentUser } from '../auth/token';
import { engagementRoutes } from './engagement-routes';
import { profileRoutes } from './profile-routes';
import { receiptRoutes } from './receipt-routes';
import { findUserByPhone, setPassword, userView } from './service';
import { walletRoutes } from './wallet-routes';

export const userRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/user', async (req) => ok(userView(await currentUser(db, req))));

  /** Forgotten password: by SMS code (type change_pwd); every session of the user ends. */
  app.post('/api/user/change_pwd', async (req) => {
    const body = validate(changePwdBody, req.body);
    const number = await checkPhone(db, body.area_id, body.phone);
    if (!(await verifySmsCode(db, number, 'change_pwd', body.sms_code))) throw badRequest(WRONG_CODE);
    const user = await findUserByPhone(db, number);
    if (!user) throw badRequest('该手机号未注册');
    await setPassword(db, user.uid, await hashPassword(body.pwd));
    return ok(null, '修改成功');
  });

  await app.register(walletRoutes, { db });
  await app.register(receiptRoutes, { db });
  await app.register(profileRoutes, { db });
  await app.register(engagementRoutes, { db });
};
