import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams, intField } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { optionalUser } from '../catalog/viewer';
import { seckillDetail, seckillGoods, seckillSlots } from './queries';

const lstQuery = pageQuery.extend({
  start_time: intField('开始时间', 0, 4_102_444_800),
  end_time: intField('结束时间', 0, 4_102_444_800),
});

/** Seckill pages' reads; answers carry the server's clock, so they are never cached. */
export const seckillRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/store/product/seckill/select', async () => ok(await seckillSlots(db)));

  app.get('/api/store/product/seckill/lst', async (req) => ok(await seckillGoods(db, validate(lstQuery, req.query))));

  app.get('/api/store/product/seckill/detail/:id', async (req) => {
    const { id } = validate(idParams('秒杀商品ID'), req.params);
    const viewer = await optionalUser(db, req);
    return ok(await seckillDetail(db, id, viewer?.uid ?? null));
  });
};
