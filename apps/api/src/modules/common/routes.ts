import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notifiedArea, sendCached, type SharedCache } from '../../cache';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { requiredText, validate } from '../../http/validate';
import { areaCodes, hotKeywords, suggestKeywords } from './service';

const keywordsBody = z.object({ keyword: requiredText('关键词', 50) });

export const commonRoutes: FastifyPluginAsync<{ db: Db; cache: SharedCache }> = async (app, { db, cache }) => {
  const keywords = cache.area('hot_keyword', notifiedArea(['search_keyword']));

  app.get('/api/common/hot_keyword', (_req, reply) => sendCached(reply, keywords, 'hot', async () => hotKeywords(db)));

  app.post('/api/common/keywords', async (req) => {
    const { keyword } = validate(keywordsBody, req.body);
    return ok(await suggestKeywords(db, keyword));
  });

  app.get('/api/area/code', async () => ok(await areaCodes(db)));
};
