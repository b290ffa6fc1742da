import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { flagField, idField } from '../../http/fields';
import { positiveInt, validate } from '../../http/validate';
import { keywordField } from '../catalog/search-input';
import { merchantTypes } from '../catalog/search-facets';
import { listMerchants, merchantOrders } from './service';

const blankless = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const listQuery = z.object({
  keyword: keywordField,
  category_id: blankless(idField('店铺分类')),
  type_id: blankless(idField('店铺类型')),
  is_best: blankless(flagField('is_best')),
  order: z.preprocess((v) => v ?? '', z.enum(merchantOrders, { error: '排序方式必须是 sales 或 rate' })),
  page: positiveInt('页码', 10000, 1),
  limit: positiveInt('每页数量', 50, 10),
});

export const merchantRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/store/merchant/lst', async (req) => ok(await listMerchants(db, validate(listQuery, req.query))));
  app.get('/api/store/merchant/type/lst', async () => ok(await merchantTypes(db)));
};
