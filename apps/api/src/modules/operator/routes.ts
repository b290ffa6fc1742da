import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Timers } from '../../config';
import type { Database } from '../../db/client';
import { ApiError, ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { isKey } from '../../lib/local-key';
import { expireBargains } from '../bargain/jobs';
import { runGroupBuyJob } from '../group-buy/failure';
import { creditBalance, yuanToFen } from '../pay/credit';
import { closeExpiredOrders, runAfterSalesJobs } from '../pay/jobs';
import { closeFinalTimeouts } from '../presell/jobs';

export interface OperatorOptions {
  database: Database;
  timers: Timers;
  /** the operators' key (X-Operator-Key, MALL_OPERATOR_KEY or the local key file); empty: every call refused */
  operatorKey: string;
}

const creditBody = z.object({
  phone: z.string().regex(/^1[3-9]\d{9}$/, '手机号格式错误'),
  yuan: z.string().refine((v) => yuanToFen(v) !== null, '金额错误：正数，至多两位小数，不超过1000000元'),
});

/** The operators' API (`pnpm mall jobs|credit|backup`): the mall's staff, not a merchant's. */
export const operatorRoutes: FastifyPluginAsync<OperatorOptions> = async (app, { database, timers, operatorKey }) => {
  const operator = (req: FastifyRequest) => {
    if (!isKey(req.headers['x-operator-key'], operatorKey)) throw new ApiError(403, '运维密钥无效');
  };
  const { db } = database;

  app.post('/api/operator/jobs', async (req) => {
    operator(req);
    return ok({
      closed: await closeExpiredOrders(db),
      presellClosed: await closeFinalTimeouts(db),
      groupBuy: await runGroupBuyJob(db),
      bargainsEnded: await expireBargains(db),
      ...(await runAfterSalesJobs(db, timers)),
    });
  });

  app.post('/api/operator/credit', async (req) => {
    operator(req);
    const { phone, yuan } = validate(creditBody, req.body);
    const fen = yuanToFen(yuan) as number;
    const balance = await creditBalance(db, phone, fen);
    if (balance === null) throw new ApiError(404, `no user with phone ${phone}`);
    return ok({ phone, fen, balance }, '充值成功');
  });

  /** The embedded database as a .tar.gz, taken while the API serves (`pnpm mall restore` puts it back). */
  app.get('/api/operator/backup', async (req, reply) => {
    operator(req);
    if (!database.dumpDataDir) throw new ApiError(400, '该数据库为 PostgreSQL 服务器：请用 pg_dump 备份');
    const dump = await database.dumpDataDir();
    return reply
      .type('application/gzip')
      .header('Content-Disposition', 'attachment; filename="mall-backup.tar.gz"')
      .send(Readable.fromWeb(dump.stream() as import('node:stream/web').ReadableStream));
  });
};
