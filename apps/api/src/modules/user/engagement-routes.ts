import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { currentUser } from '../auth/token';
import { followedAnchors, presellOrders } from './engagement';

export const engagementRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const paged = (path: string, load: (db: Db, uid: number, page: number, limit: number) => Promise<unknown>) =>
    app.get(path, async (req) => {
      const user = await currentUser(db, req);
      const { page, limit } = validate(pageQuery, req.query);
      return ok(await load(db, user.uid, page, limit));
    });
  paged('/api/user/anchor/lst', followedAnchors);
  paged('/api/user/presell_order', presellOrders);
};
