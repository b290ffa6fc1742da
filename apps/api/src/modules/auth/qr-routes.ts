import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { actOnQrLogin, checkQrLogin, createQrLogin } from './qr';
import { qrActionBody, qrKeyBody } from './schemas';
import { currentUser } from './token';

const client = (req: FastifyRequest) => ({ ip: req.ip, origin: `${req.protocol}://${req.host}` });

/** QR login: two pairs of endpoints (PC page, app scan) over the same state machine. */
export const qrRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/pc/login/scan', async (req) => {
    const { key, image } = await createQrLogin(db, 'pc', client(req));
    return ok({ key, qrcode: image });
  });

  app.get('/api/auth/scan_qrcode', async (req) => {
    const { key, image } = await createQrLogin(db, 'app', client(req));
    return ok({ info: { dir: image }, key });
  });

  app.post('/api/pc/login/scan/check', async (req) => {
    const { key } = validate(qrKeyBody, req.body);
    return checkQrLogin(db, 'pc', key, client(req));
  });

  app.post('/api/auth/scan_check', async (req) => {
    const { key } = validate(qrKeyBody, req.body);
    return checkQrLogin(db, 'app', key, client(req));
  });

  app.post('/api/auth/scan_confirm', async (req) => {
    const user = await currentUser(db, req);
    const { key, action } = validate(qrActionBody, req.body);
    return ok(null, await actOnQrLogin(db, key, action, user.uid));
  });
};
