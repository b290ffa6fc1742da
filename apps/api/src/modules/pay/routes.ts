import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { payBody } from '@mall/contracts';
import type { Db } from '../../db/client';
import { readTokenOrCookie, requireUser } from '../../http/auth';
import { badRequest, ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUser, tokenResolver } from '../auth/token';
import { cashierPage } from './cashier-page';
import { deliverNotice } from './jobs';
import { PROVIDERS } from './provider';
import { confirmSession, findSession } from './sandbox';
import { sessionOwner } from './sandbox-guard';
import { cancelOrder, handleNotice, orderStatus, payOrder } from './service';

const providerParams = z.object({ provider: z.enum(PROVIDERS, { error: '支付渠道不存在' }) });
const codeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{16,48}$/, '支付请求不存在') });
/** Notification fields: flat strings (numbers are taken as their text). */
const noticeBody = z.record(
  z.string().max(64),
  z.union([z.string().max(256), z.number().transform(String)], { error: '通知格式错误' }),
  { error: '通知格式错误' },
);

/** The origin the client sees (the shop's page when called through the shell), for the code URL. */
export function clientOrigin(req: FastifyRequest): string {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin)) return origin;
  return `${req.protocol}://${req.host}`;
}

function sendPage(reply: FastifyReply, html: string, code = 200) {
  return reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .header('Cache-Control', 'no-store')
    .send(html);
}

export const payRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post('/api/order/pay/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    const { type } = validate(payBody, req.body);
    const answer = await payOrder(db, user.uid, id, type, clientOrigin(req));
    return ok(answer, answer.status === 'success' ? '支付成功' : '请扫码支付');
  });

  app.get('/api/order/status/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    return ok(await orderStatus(db, user.uid, id));
  });

  app.post('/api/order/cancel/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    await cancelOrder(db, user.uid, id);
    return ok(null, '取消成功');
  });

  app.post('/api/notice/:provider', async (req) => {
    const { provider } = validate(providerParams, req.params);
    const payload = validate(noticeBody, req.body);
    return ok({ result: await handleNotice(db, provider, payload) }, 'success');
  });

  // the sandbox gateway: the cashier page the QR opens, and its confirm button
  app.get('/api/pay/sandbox/:code', async (req, reply) => {
    const parsed = codeParams.safeParse(req.params);
    const session = parsed.success ? await findSession(db, parsed.data.code) : null;
    if (!session) return sendPage(reply, cashierPage({ state: 'missing' }), 404);
    const state = session.status === 'paid' ? 'paid' : session.expired ? 'expired' : 'open';
    return sendPage(
      reply,
      cashierPage({
        state,
        provider: session.provider,
        amount: session.amount,
        outTradeNo: session.out_trade_no,
        action: req.url,
      }),
    );
  });

  // only the order's owner confirms: the page posts with the token cookie (same site), other
  // clients send X-Token; another shopper's session is told the request does not exist
  app.post('/api/pay/sandbox/:code', async (req, reply) => {
    const user = await requireUser(req, tokenResolver(db), readTokenOrCookie);
    const { code } = validate(codeParams, req.params);
    const session = await findSession(db, code);
    if (!session || (await sessionOwner(db, session)) !== user.uid) throw badRequest('支付请求不存在');
    const paid = await confirmSession(db, code);
    if (!paid) {
      const state = session.status === 'paid' ? 'paid' : 'expired';
      return sendPage(reply, cashierPage({ state, provider: session.provider, amount: session.amount }));
    }
    // like a real gateway, the notification goes out after the payer's page is answered
    setImmediate(() => {
      deliverNotice(app, db, paid).catch((err: unknown) => app.log.warn({ err }, 'sandbox notification failed'));
    });
    return sendPage(reply, cashierPage({ state: 'paid', provider: paid.provider, amount: paid.amount }));
  });
};
