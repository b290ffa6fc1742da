import type { FastifyPluginAsync } from 'fastify';
import { intentionBody } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { pageQuery } from '../../lib/paging';
import { currentUser } from '../auth/token';
import {
  createIntention,
  intentionCategories,
  intentionDetail,
  intentionTypes,
  listIntentions,
  updateIntention,
} from './service';

const intentionParams = idParams('申请ID');

/** Merchant settlement (商户入驻): the form's choices, and the user's own applications. */
export const intentionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/intention/cate', async () => ok(await intentionCategories(db)));
  app.get('/api/intention/type', async () => ok(await intentionTypes(db)));

  app.post('/api/intention/create', async (req) => {
    const user = await currentUser(db, req);
    const body = validate(intentionBody, req.body);
    return ok(await createIntention(db, user.uid, body), '提交成功，请等待审核');
  });

  app.post('/api/intention/update/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(intentionParams, req.params);
    const body = validate(intentionBody, req.body);
    return ok(await updateIntention(db, user.uid, id, body), '修改成功，请等待审核');
  });

  app.get('/api/intention/lst', async (req) => {
    const user = await currentUser(db, req);
    const { page, limit } = validate(pageQuery, req.query);
    return ok(await listIntentions(db, user.uid, page, limit));
  });

  app.get('/api/intention/detail/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(intentionParams, req.params);
    return ok(await intentionDetail(db, user.uid, id));
  });
};
