import type { FastifyPluginAsync } from 'fastify';
import { seckillListQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { optionalUser } from '../catalog/viewer';
import { seckillDetail, seckillGoods, seckillSlots } from './queries';

/** Seckill pages' reads; answers carry the server's clock, so they are never cached. */
export const seckillRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/store/product/seckill/select', async () => ok(await seckillSlots(db)));

  app.get('/api/store/product/seckill/lst', async (req) =>
    ok(await seckillGoods(db, validate(seckillListQuery, req.query))),
  );

  app.get('/api/store/product/seckill/detail/:id', async (req) => {
    const { id } = validate(idParams('秒杀商品ID'), req.params);
    const viewer = await optionalUser(db, req);
    return ok(await seckillDetail(db, id, viewer?.uid ?? null));
  });
};
