import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { publicCache } from '../../http/cache';
import { getAgreement, getFeatureSwitches, getHotBanner, getPcConfig, getPcHome } from './service';
import { hotBannerTypes } from './settings';

const agreementParams = z.object({
  key: z.string().max(64, '协议类型不能超过64个字符'),
});

const hotBannerParams = z.object({
  type: z.enum(hotBannerTypes, { error: '类型必须是 best、new、hot 或 good' }),
});

export const siteRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/pc/config', { onSend: publicCache }, async () => ok(await getPcConfig(db)));

  app.get('/api/config', { onSend: publicCache }, async () => ok(await getFeatureSwitches(db)));

  app.get('/api/pc/home', { onSend: publicCache }, async () => ok(await getPcHome(db)));

  /** The banner of a /goods_list?type= page. */
  app.get('/api/pc/hot_banner/:type', { onSend: publicCache }, async (req) => {
    const { type } = validate(hotBannerParams, req.params);
    return ok(await getHotBanner(db, type));
  });

  app.get('/api/agreement/:key', async (req) => {
    const { key } = validate(agreementParams, req.params);
    const found = await getAgreement(db, key);
    if (!found) throw notFound('协议不存在');
    return ok(found);
  });
};
