import type { FastifyPluginAsync } from 'fastify';
import { addressBody, regionParams, type AddressList } from '@mall/contracts';
import type { Db } from '../../db/client';
import { badRequest, notFound, ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { childRegions } from './regions';
import {
  addressView,
  deleteAddress,
  findAddress,
  listAddresses,
  MAX_ADDRESSES,
  saveAddress,
  setDefaultAddress,
} from './service';

export const addressRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/v2/system/city/lst/:pid', async (req) => {
    const { pid } = validate(regionParams, req.params);
    const list = childRegions(pid);
    if (!list) throw badRequest('地区不存在');
    return ok(list);
  });

  app.get('/api/user/address/lst', async (req) => {
    const user = await currentUser(db, req);
    const list = await listAddresses(db, user.uid);
    return ok({ list, count: list.length, max: MAX_ADDRESSES } satisfies AddressList);
  });

  app.get('/api/user/address/detail/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('地址ID'), req.params);
    const row = await findAddress(db, user.uid, id);
    if (!row) throw notFound('地址不存在');
    return ok(addressView(row));
  });

  app.post('/api/user/address/create', async (req) => {
    const user = await currentUser(db, req);
    const { address_id, ...input } = validate(addressBody, req.body);
    const id = await saveAddress(db, user.uid, address_id, input);
    return ok({ address_id: id }, address_id ? '修改成功' : '添加成功');
  });

  /** Makes the address the default one. */
  app.post('/api/user/address/update/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('地址ID'), req.params);
    await setDefaultAddress(db, user.uid, id);
    return ok(null, '设置成功');
  });

  app.post('/api/user/address/delete/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('地址ID'), req.params);
    await deleteAddress(db, user.uid, id);
    return ok(null, '删除成功');
  });
};
