import type { FastifyPluginAsync } from 'fastify';
import { historyIdsBody, historyQuery, relationBatchBody, relationBody } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { currentUser } from '../auth/token';
import {
  addRelation,
  browsingHistory,
  deleteHistory,
  favouriteGoods,
  followedShops,
  removeRelation,
} from './relations';

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

  /** Removes several favourites (or follows) of one type: `type_id` is a list of ids. */
  app.post('/api/user/relation/batch/delete', async (req) => {
    const user = await currentUser(db, req);
    const { type, type_id } = validate(relationBatchBody, req.body);
    await removeRelation(db, user.uid, type, type_id);
    return ok(null, type === 10 ? '已取消关注' : '已取消收藏');
  });

  app.get('/api/user/relation/product/lst', async (req) => {
    const user = await currentUser(db, req);
    const { page, limit } = validate(pageQuery, req.query);
    return ok(await favouriteGoods(db, user.uid, page, limit));
  });

  app.get('/api/user/relation/merchant/lst', async (req) => {
    const user = await currentUser(db, req);
    const { page, limit } = validate(pageQuery, req.query);
    return ok(await followedShops(db, user.uid, page, limit));
  });

  app.post('/api/user/history/delete/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('浏览记录ID'), req.params);
    await deleteHistory(db, user.uid, [id]);
    return ok(null, '删除成功');
  });

  app.post('/api/user/history/batch/delete', async (req) => {
    const user = await currentUser(db, req);
    const { ids } = validate(historyIdsBody, req.body);
    await deleteHistory(db, user.uid, ids);
    return ok(null, '删除成功');
  });

  app.post('/api/user/history/clear', async (req) => {
    const user = await currentUser(db, req);
    await deleteHistory(db, user.uid, null);
    return ok(null, '已清空');
  });

  app.get('/api/user/history', async (req) => {
    const user = await currentUser(db, req);
    const { page, limit } = validate(historyQuery, req.query);
    return ok(await browsingHistory(db, user.uid, page, limit));
  });
};
