import type { FastifyPluginAsync } from 'fastify';
import { invoiceTitleFlags, orderInvoiceQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { badRequest, ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { parseReceipt } from '../order/receipt';
import { deleteTitle, findTitle, listReceiptOrders, listTitles, MAX_RECEIPT_TITLES, receiptOrderDetail, saveTitle } from './receipts';

/** The invoice fields, checked by the same rules as an order's invoice request. */
function titleInput(body: unknown) {
  const data = parseReceipt(body);
  if (!data) throw badRequest('请选择发票类型');
  const { is_default } = validate(invoiceTitleFlags, body);
  return { data, isDefault: is_default === 1 };
}

export const receiptRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/user/receipt/lst', async (req) => {
    const user = await currentUser(db, req);
    const list = await listTitles(db, user.uid);
    return ok({ list, count: list.length, max: MAX_RECEIPT_TITLES });
  });

  app.get('/api/user/receipt/detail/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('发票抬头ID'), req.params);
    return ok(await findTitle(db, user.uid, id));
  });

  app.post('/api/user/receipt/create', async (req) => {
    const user = await currentUser(db, req);
    const { data, isDefault } = titleInput(req.body);
    return ok({ id: await saveTitle(db, user.uid, 0, data, isDefault) }, '添加成功');
  });

  app.post('/api/user/receipt/update/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('发票抬头ID'), req.params);
    const { data, isDefault } = titleInput(req.body);
    await saveTitle(db, user.uid, id, data, isDefault);
    return ok({ id }, '修改成功');
  });

  app.post('/api/user/receipt/delete/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('发票抬头ID'), req.params);
    await deleteTitle(db, user.uid, id);
    return ok(null, '删除成功');
  });

  app.get('/api/user/receipt/order', async (req) => {
    const user = await currentUser(db, req);
    const { status, page, limit } = validate(orderInvoiceQuery, req.query);
    return ok(await listReceiptOrders(db, user.uid, status, page, limit));
  });

  app.get('/api/user/receipt/order/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    return ok(await receiptOrderDetail(db, user.uid, id));
  });
};
