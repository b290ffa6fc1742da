import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idField, intField } from '../../http/fields';
import { positiveInt, validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { addRelation, browsingHistory, relationTypes, removeRelation } from './relations';

const relationBody = z.object({
  type: z.preprocess(
    (v) => v ?? '',
    intField('收藏类型', 0, 10).refine((t) => (relationTypes as readonly number[]).includes(t), '收藏类型必须是0（商品）或10（店铺）'),
  ),
  type_id: idField('收藏对象ID'),
});

export const relationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post('/api/user/relation/create', async (req) => {
    const user = await currentUser(db, req);
    const { type, type_id } = validate(relationBody, req.body);
    await addRelation(db, user.uid, type, type_id);
    return ok(null, type === 10 ? '关注成功' : '收藏成功');
  });

  app.post('/api/user/relation/delete', async (req) => {
    const user = await currentUser(db, req);
    const { type, type_id } = validate(relationBody, req.body);
    await removeRelation(db, user.uid, type, [type_id]);
    return ok(null, type === 10 ? '已取消关注' : '已取消收藏');
  });

  app.get('/api/user/history', async (req) => {
    const user = await currentUser(db, req);
    const { page, limit } = validate(z.object({ page: positiveInt('页码', 10000, 1), limit: positiveInt('每页数量', 50, 20) }), req.query);
    return ok(await browsingHistory(db, user.uid, page, limit));
  });
};
