import type { FastifyPluginAsync } from 'fastify';
import { bargainStartBody } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { currentUser } from '../auth/token';
import { optionalUser } from '../catalog/viewer';
import { helpBargain, startBargain } from './bargains';
import { bargainDetail, bargainGoods, bargainStatus, myBargains } from './queries';

/** Bargain pages' reads and a shopper's bargains; answers carry the server's clock, so they are never cached. */
export const bargainRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/store/product/bargain/lst', async (req) => ok(await bargainGoods(db, validate(pageQuery, req.query))));

  app.get('/api/store/product/bargain/detail/:id', async (req) => {
    const { id } = validate(idParams('砍价商品ID'), req.params);
    const viewer = await optionalUser(db, req);
    return ok(await bargainDetail(db, id, viewer?.uid ?? null));
  });

  app.get('/api/store/product/bargain/status/:id', async (req) => {
    const { id } = validate(idParams('砍价ID'), req.params);
    const viewer = await optionalUser(db, req);
    return ok(await bargainStatus(db, id, viewer?.uid ?? null));
  });

  app.get('/api/store/product/bargain/my', async (req) => {
    const user = await currentUser(db, req);
    return ok(await myBargains(db, user.uid, validate(pageQuery, req.query)));
  });

  app.post('/api/store/product/bargain/start/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('砍价商品ID'), req.params);
    const { unique } = validate(bargainStartBody, req.body ?? {});
    return ok({ bargain_id: await startBargain(db, user.uid, id, unique) }, '砍价已发起');
  });

  app.post('/api/store/product/bargain/help/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('砍价ID'), req.params);
    const help = await helpBargain(db, user.uid, id);
    return ok(help, `成功帮TA砍掉${(help.amount / 100).toFixed(2)}元`);
  });
};
