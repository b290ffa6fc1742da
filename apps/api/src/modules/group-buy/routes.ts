import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { optionalUser } from '../catalog/viewer';
import { groupBuyDetail, groupBuyGroup, groupBuyList } from './queries';

/** Group-buy pages' reads; answers carry the server's clock, so they are never cached. */
export const groupBuyRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/store/product/group/lst', async (req) => ok(await groupBuyList(db, validate(pageQuery, req.query))));

  app.get('/api/store/product/group/detail/:id', async (req) => {
    const { id } = validate(idParams('拼团商品ID'), req.params);
    const viewer = await optionalUser(db, req);
    return ok(await groupBuyDetail(db, id, viewer?.uid ?? null));
  });

  app.get('/api/store/product/group/get/:id', async (req) => {
    const { id } = validate(idParams('拼团ID'), req.params);
    const viewer = await optionalUser(db, req);
    return ok(await groupBuyGroup(db, id, viewer?.uid ?? null));
  });
};
