import { address, addressList, addressSaved, region, type AddressSaved } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { newShopper, SHENZHEN, useShopEnv, type Shopper } from './checkout-fixture';
import { describeApi } from './helpers';

const regions = z.array(region);

describeApi('address', () => {
  const env = useShopEnv();
  const valid = { real_name: '王小二', phone: '13612345678', ...SHENZHEN, detail: '科技园科苑路15号', is_default: 0 };
  const rows = (s: Shopper) =>
    env.db.select().from(schema.userAddress).where(eq(schema.userAddress.uid, s.uid)).orderBy(schema.userAddress.id);

  describe('regions', () => {
    it('walks four levels from the provinces to the streets', async () => {
      const s = await newShopper(env);
      const provinces = await s.okAs(regions, 'GET', '/api/v2/system/city/lst/0');
      expect(provinces).toHaveLength(31);
      const gd = provinces.find((p) => p.name === '广东省')!;
      expect(gd).toMatchObject({ id: 44, parent_id: 0, level: 1 });
      const cities = await s.okAs(regions, 'GET', `/api/v2/system/city/lst/${gd.id}`);
      const sz = cities.find((c) => c.name === '深圳市')!;
      expect(sz).toMatchObject({ level: 2, parent_id: 44 });
      const districts = await s.okAs(regions, 'GET', `/api/v2/system/city/lst/${sz.id}`);
      const ns = districts.find((d) => d.name === '南山区')!;
      expect(ns.level).toBe(3);
      const streets = await s.okAs(regions, 'GET', `/api/v2/system/city/lst/${ns.id}`);
      expect(streets.map((x) => x.name)).toContain('粤海街道');
      expect(streets.every((x) => x.level === 4 && x.snum === 0)).toBe(true);
      expect(await s.ok('GET', `/api/v2/system/city/lst/${streets[0].id}`)).toEqual([]);
    });

    it('refuses an unknown or malformed parent', async () => {
      const s = await newShopper(env);
      for (const pid of ['99', 'abc', '-1']) {
        const res = await s.get(`/api/v2/system/city/lst/${pid}`);
        expect(res.http, pid).toBe(400);
      }
      expect((await s.get('/api/v2/system/city/lst/99')).body.message).toBe('地区不存在');
    });
  });

  it('needs login', async () => {
    const s = await newShopper(env);
    for (const [method, url] of [
      ['GET', '/api/user/address/lst'],
      ['GET', '/api/user/address/detail/1'],
      ['POST', '/api/user/address/create'],
      ['POST', '/api/user/address/update/1'],
      ['POST', '/api/user/address/delete/1'],
    ] as const) {
      expect((await s.request(method, url, method === 'POST' ? {} : undefined, '')).http).toBe(401);
    }
  });

  it('creates with region names from the ids; the first address is the default', async () => {
    const s = await newShopper(env);
    const created = await s.post<AddressSaved>('/api/user/address/create', {
      ...valid,
      province: '伪造省', // names come from the ids, never from the client
    });
    expect(created.body).toMatchObject({ status: 200, message: '添加成功' });
    const detail = await s.okAs(address, 'GET', `/api/user/address/detail/${created.body.data.address_id}`);
    expect(detail).toMatchObject({
      real_name: '王小二',
      phone: '13612345678',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      street: '粤海街道',
      street_id: 440305007,
      detail: '科技园科苑路15号',
      is_default: 1,
    });
  });

  it('keeps exactly one default: a new default, set default, deleting the default', async () => {
    const s = await newShopper(env);
    const a = (await s.okAs(addressSaved, 'POST', '/api/user/address/create', valid)).address_id;
    const b = (await s.okAs(addressSaved, 'POST', '/api/user/address/create', { ...valid, is_default: 1 })).address_id;
    const c = (await s.okAs(addressSaved, 'POST', '/api/user/address/create', valid)).address_id;
    const defaults = async () => (await rows(s)).filter((r) => r.is_default).map((r) => r.id);
    expect(await defaults()).toEqual([b]);
    const { list } = await s.okAs(addressList, 'GET', '/api/user/address/lst');
    expect(list.map((x) => x.address_id)).toEqual([b, c, a]); // default first, then newest
    await s.ok('POST', `/api/user/address/update/${a}`);
    expect(await defaults()).toEqual([a]);
    await s.ok('POST', `/api/user/address/delete/${a}`);
    expect(await defaults()).toEqual([c]);
  });

  it('edits an address (address_id), only its own', async () => {
    const s = await newShopper(env);
    const other = await newShopper(env);
    const id = (await s.okAs(addressSaved, 'POST', '/api/user/address/create', valid)).address_id;
    const edited = await s.post('/api/user/address/create', { ...valid, address_id: id, real_name: 'Anna Lee' });
    expect(edited.body.message).toBe('修改成功');
    expect((await rows(s))[0].real_name).toBe('Anna Lee');

    for (const res of [
      await other.post('/api/user/address/create', { ...valid, address_id: id, real_name: '坏人' }),
      await other.get(`/api/user/address/detail/${id}`),
      await other.post(`/api/user/address/update/${id}`),
      await other.post(`/api/user/address/delete/${id}`),
    ]) {
      expect(res.http).toBe(404);
      expect(res.body).toEqual({ status: 404, message: '地址不存在', data: null });
    }
    expect(await rows(other)).toEqual([]);
    expect((await rows(s))[0]).toMatchObject({ real_name: 'Anna Lee', is_default: true });
  });

  it('validates every field and writes nothing on bad input', async () => {
    const s = await newShopper(env);
    const cases: [Record<string, unknown>, string][] = [
      [{ real_name: '' }, '请填写收货人姓名'],
      [{ real_name: '张3' }, '请填写正确的收货人姓名'],
      [{ real_name: '<script>' }, '请填写正确的收货人姓名'],
      [{ phone: '1381234567' }, '请输入正确的手机号码'],
      [{ phone: '12812345678' }, '请输入正确的手机号码'],
      [{ phone: '+8613812345678' }, '请输入正确的手机号码'],
      [{ province_id: 0 }, '请选择省份'],
      [{ street_id: undefined }, '请选择街道'],
      [{ city_id: 1101 }, '请选择正确的所在地区'], // Beijing's city under Guangdong
      [{ street_id: 110101001 }, '请选择正确的所在地区'],
      [{ district_id: 'x' }, '请选择正确的所在地区'],
      [{ detail: ' ' }, '请填写详细地址'],
      [{ detail: '号'.repeat(61) }, '详细地址为2-60个字'],
      [{ is_default: 3 }, 'is_default必须是0或1'],
      [{ address_id: -1 }, '地址ID不能小于0'],
    ];
    for (const [patch, message] of cases) {
      const res = await s.post('/api/user/address/create', { ...valid, ...patch });
      expect(res.http, JSON.stringify(patch)).toBe(400);
      expect(res.body.message, JSON.stringify(patch)).toBe(message);
    }
    const unknown = await s.post('/api/user/address/create', { ...valid, address_id: 2_000_000_000 });
    expect(unknown.body).toEqual({ status: 404, message: '地址不存在', data: null });
    expect(await rows(s)).toEqual([]);
  });

  it('allows at most 50 addresses', async () => {
    const s = await newShopper(env);
    await env.db.insert(schema.userAddress).values(
      Array.from({ length: 50 }, () => ({
        uid: s.uid,
        real_name: '王小二',
        phone: '13612345678',
        ...SHENZHEN,
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        street: '粤海街道',
        detail: '科技园',
      })),
    );
    const res = await s.post('/api/user/address/create', valid);
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('最多可添加50个收货地址');
    expect(await rows(s)).toHaveLength(50);
  });
});
