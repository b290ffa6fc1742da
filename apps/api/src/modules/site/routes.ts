import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { getAgreement, getFeatureSwitches, getPcConfig, getPcHome } from './service';

const agreementParams = z.object({
  key: z.string().max(64, '协议类型不能超过64个字符'),
});

export const siteRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/pc/config', async () => ok(await getPcConfig(db)));

  app.get('/api/config', async () => ok(await getFeatureSwitches(db)));

  app.get('/api/pc/home', async () => ok(await getPcHome(db)));

  app.get('/api/agreement/:key', async (req) => {
    const { key } = validate(agreementParams, req.params);
    const found = await getAgreement(db, key);
    if (!found) throw notFound('协议不存在');
    return ok(found);
  });
};
