import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notifiedArea, sendCached, type SharedCache } from '../../cache';
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

export const siteRoutes: FastifyPluginAsync<{ db: Db; cache: SharedCache }> = async (app, { db, cache }) => {
  const settings = cache.area('site_settings', notifiedArea(['system_config']));
  const groups = cache.area('site_groups', notifiedArea(['group_data']));

  app.get('/api/pc/config', { onSend: publicCache }, (_req, reply) =>
    sendCached(reply, settings, 'pc', () => getPcConfig(db)),
  );

  app.get('/api/config', { onSend: publicCache }, (_req, reply) =>
    sendCached(reply, settings, 'features', () => getFeatureSwitches(db)),
  );

  // the clock a page's countdowns correct themselves by: a page may come from a cache, minutes old
  app.get('/api/time', (_req, reply) => reply.header('Cache-Control', 'no-store').send(ok({ now: Date.now() })));

  app.get('/api/pc/home', { onSend: publicCache }, (_req, reply) => sendCached(reply, groups, 'home', () => getPcHome(db)));

  /** The banner of a /goods_list?type= page. */
  app.get('/api/pc/hot_banner/:type', { onSend: publicCache }, async (req, reply) => {
    const { type } = validate(hotBannerParams, req.params);
    return sendCached(reply, groups, `hot_banner:${type}`, () => getHotBanner(db, type));
  });

  app.get('/api/agreement/:key', async (req) => {
    const { key } = validate(agreementParams, req.params);
    const found = await getAgreement(db, key);
    if (!found) throw notFound('协议不存在');
    return ok(found);
  });
};
