import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound, ok } from '../../http/envelope';
import { flagField, idParams, intField } from '../../http/fields';
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

/** 2–25 characters: Chinese, Latin letters, the middle dot of transliterated names, spaces. */
const REAL_NAME = /^[\p{Script=Han}A-Za-z·• ]{2,25}$/u;
/** Mainland China mobile numbers. */
const MOBILE = /^1[3-9]\d{9}$/;

const text = (empty: string, invalid: string, max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? empty : invalid) })
    .max(max * 4, invalid)
    .trim()
    .min(1, empty)
    .max(max, invalid);

/** A region id; 0, '' or missing means not chosen yet. */
const region = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (i) =>
          i.input === undefined || i.input === null || i.input === '' ? `请选择${label}` : '请选择正确的所在地区',
      })
      .int('请选择正确的所在地区')
      .min(1, `请选择${label}`)
      .max(999_999_999, '请选择正确的所在地区'),
  );

const addressBody = z.object({
  address_id: intField('地址ID', 0, 2_147_483_647).optional().default(0),
  real_name: text('请填写收货人姓名', '请填写正确的收货人姓名', 25).regex(REAL_NAME, '请填写正确的收货人姓名'),
  phone: text('请填写联系电话', '请输入正确的手机号码', 11).regex(MOBILE, '请输入正确的手机号码'),
  province_id: region('省份'),
  city_id: region('城市'),
  district_id: region('区县'),
  street_id: region('街道'),
  detail: text('请填写详细地址', '详细地址为2-60个字', 60).min(2, '详细地址为2-60个字'),
  is_default: flagField('is_default').optional().default(0),
});

const cityParams = z.object({ pid: intField('地区ID', 0, 999_999_999) });

export const addressRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/v2/system/city/lst/:pid', async (req) => {
    const { pid } = validate(cityParams, req.params);
    const list = childRegions(pid);
    if (!list) throw badRequest('地区不存在');
    return ok(list);
  });

  app.get('/api/user/address/lst', async (req) => {
    const user = await currentUser(db, req);
    const list = await listAddresses(db, user.uid);
    return ok({ list, count: list.length, max: MAX_ADDRESSES });
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
