import { intention, intentionList, intentionOption, intentionSaved, type UploadedImage } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import * as schema from '../src/db/schema';
import { age, Client, newPhone } from './auth-fixture';
import { newShopper, useShopEnv, type Shopper } from './checkout-fixture';
import { describeApi, okData, type Answer } from './helpers';
import { JPEG_1PX, PNG_1PX } from './image-fixtures';

// the PGlite run builds its own server in this process: SMS codes are read from the dev outbox
process.env.MALL_DEV_SMS_OUTBOX = '1';

let seq = 0;
/** A shop name of this run: 3-15 characters, never used before. */
const shopName = () => `测试小店${Date.now() % 100000}${++seq}`;

describeApi('merchant settlement applications', () => {
  const env = useShopEnv();

  async function upload(s: Shopper, kind = 'licence', bytes = PNG_1PX): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'licence.png');
    const res = await fetch(new URL(`/api/upload/image?kind=${kind}`, env.baseUrl), { method: 'POST', headers: { 'X-Token': s.token }, body: form });
    const body = (await res.json()) as Answer<UploadedImage>['body'];
    if (body.status !== 200) throw new Error(body.message);
    return body.data.url;
  }

  /** A filled-in application with a fresh phone and a real SMS code for it. */
  async function form(s: Shopper, patch: Record<string, unknown> = {}) {
    const phone = (patch.phone as string | undefined) ?? newPhone();
    const sms = new Client(env);
    await age(env.db, 'sms_code', sql`phone = ${phone}`, 3600);
    const code = await sms.code(phone, 'intention');
    const [cate] = await env.db.select().from(schema.merchantCategory).limit(1);
    const [type] = await env.db.select().from(schema.merchantType).limit(1);
    return {
      mer_name: shopName(),
      name: '张小明',
      phone,
      code,
      mer_category_id: cate.id,
      mer_type_id: type.id,
      images: [await upload(s), await upload(s, 'licence', JPEG_1PX)],
      ...patch,
    };
  }

  const rows = (uid: number) => env.db.select().from(schema.merchantIntention).where(eq(schema.merchantIntention.uid, uid));
  const setStatus = (id: number, status: number, fail_msg = '') =>
    env.db.update(schema.merchantIntention).set({ status, fail_msg }).where(eq(schema.merchantIntention.id, id));

  it('serves the merchant categories and shop types', async () => {
    const s = await newShopper(env);
    const cates = await s.okAs(z.array(intentionOption), 'GET', '/api/intention/cate');
    const types = await s.okAs(z.array(intentionOption), 'GET', '/api/intention/type');
    expect(cates.length).toBeGreaterThan(0);
    expect(types.length).toBeGreaterThan(0);
    expect(cates[0].name).toBeTruthy();
    // the English names beside the Chinese ones (the settlement page in English)
    expect(cates.map((c) => c.name_en)).toContain('Electronics');
    expect(types.find((t) => t.name === '旗舰店')).toMatchObject({ name_en: 'Flagship store' });
  });

  it('needs login', async () => {
    const s = await newShopper(env);
    for (const [method, url] of [
      ['POST', '/api/intention/create'],
      ['POST', '/api/intention/update/1'],
      ['GET', '/api/intention/lst'],
      ['GET', '/api/intention/detail/1'],
    ] as const) {
      const res = await s.request(method, url, method === 'POST' ? {} : undefined, '');
      expect([res.http, res.body.status], url).toEqual([401, 410000]);
    }
  });

  it('validates every field in Chinese and writes nothing', async () => {
    const s = await newShopper(env);
    const good = await form(s);
    const other = await newShopper(env);
    const review = await upload(s, 'review');
    const cases: [Record<string, unknown>, string][] = [
      [{ mer_name: '' }, '请输入商户名称'],
      [{ mer_name: '小店' }, '商户名称长度为3-15个字符'],
      [{ mer_name: '一二三四五六七八九十一二三四五六' }, '商户名称长度为3-15个字符'],
      [{ name: '张' }, '用户姓名长度为2-5个字符'],
      [{ name: '欧阳司马小明' }, '用户姓名长度为2-5个字符'],
      [{ phone: '' }, '请输入手机号码'],
      [{ phone: '12345' }, '请输入正确的手机号码'],
      [{ code: '' }, '请输入验证码'],
      [{ mer_category_id: '' }, '请选择商户分类'],
      [{ mer_category_id: 'x' }, '商户分类不存在'],
      [{ mer_category_id: 999999 }, '商户分类不存在'],
      [{ mer_type_id: undefined }, '请选择店铺类型'],
      [{ images: [] }, '请上传营业执照等资质图片'],
      [{ images: Array.from({ length: 11 }, () => good.images[0]) }, '资质图片最多上传10张'],
      [{ images: ['/uploads/seed/site/logo.svg'] }, '资质图片无效，请重新上传'],
      [{ images: ['https://evil.example/x.png'] }, '资质图片无效，请重新上传'],
      [{ images: [review] }, '资质图片无效，请重新上传'],
      [{ images: [good.images[0], good.images[0]] }, '资质图片不能重复'],
      [{ code: '000000' }, '验证码错误或已过期'],
    ];
    for (const [patch, message] of cases) {
      const res = await s.post('/api/intention/create', { ...good, ...patch });
      expect([res.http, res.body.message], JSON.stringify(patch)).toEqual([400, message]);
    }
    expect(await rows(s.uid)).toHaveLength(0);
    expect(await rows(other.uid)).toHaveLength(0);
  });

  it('creates an application the applicant alone can read', async () => {
    const s = await newShopper(env);
    const body = await form(s);
    const res = await s.post('/api/intention/create', body);
    expect(res.body).toMatchObject({ status: 200, message: '提交成功，请等待审核' });
    const id = okData(intentionSaved, res, 'create').mer_intention_id;
    const list = await s.okAs(intentionList, 'GET', '/api/intention/lst');
    expect(list.count).toBe(1);
    expect(list.list[0]).toMatchObject({ mer_intention_id: id, mer_name: body.mer_name, name: '张小明', phone: body.phone, status: 0, images: body.images });
    expect(list.list[0].category_name).toBeTruthy();
    expect(list.list[0].type_name).toBeTruthy();
    expect((await s.okAs(intention, 'GET', `/api/intention/detail/${id}`)).mer_name).toBe(body.mer_name);

    // the code was used up
    expect((await s.post('/api/intention/create', { ...body, mer_name: shopName() })).body.message).not.toBe('提交成功，请等待审核');

    const stranger = await newShopper(env);
    expect((await stranger.get(`/api/intention/detail/${id}`)).body).toMatchObject({ status: 404, message: '申请不存在' });
    expect((await stranger.okAs(intentionList, 'GET', '/api/intention/lst')).count).toBe(0);
    const update = await stranger.post(`/api/intention/update/${id}`, await form(stranger));
    expect(update.body).toMatchObject({ status: 404, message: '申请不存在' });
    expect((await s.get('/api/intention/detail/abc')).body).toMatchObject({ status: 400, message: '申请ID必须是整数' });
    expect((await s.get('/api/intention/lst?limit=500')).http).toBe(400);
  });

  it('refuses a shop name or phone already taken; a rejected application frees them', async () => {
    const a = await newShopper(env);
    const first = await form(a);
    const id = (await a.okAs(intentionSaved, 'POST', '/api/intention/create', first)).mer_intention_id;

    const b = await newShopper(env);
    const sameName = await b.post('/api/intention/create', await form(b, { mer_name: first.mer_name }));
    expect(sameName.body).toMatchObject({ status: 400, message: '该商户名称已被使用' });
    const samePhone = await b.post('/api/intention/create', await form(b, { phone: first.phone }));
    expect(samePhone.body).toMatchObject({ status: 400, message: '该手机号已提交过入驻申请' });
    const [shop] = await env.db
      .select({ mer_name: schema.merchant.mer_name })
      .from(schema.merchant)
      .where(sql`char_length(${schema.merchant.mer_name}) between 3 and 15`)
      .limit(1);
    const existing = await b.post('/api/intention/create', await form(b, { mer_name: shop.mer_name }));
    expect(existing.body).toMatchObject({ status: 400, message: '该商户名称已被使用' });
    expect(await rows(b.uid)).toHaveLength(0);

    await setStatus(id, 2, '资质图片不清晰');
    const again = await b.post('/api/intention/create', await form(b, { mer_name: first.mer_name }));
    expect(again.body.status).toBe(200);
  });

  it('edits a pending or rejected application (back to pending), never an approved one', async () => {
    const s = await newShopper(env);
    const body = await form(s);
    const id = (await s.okAs(intentionSaved, 'POST', '/api/intention/create', body)).mer_intention_id;

    const renamed = await form(s, { phone: body.phone, name: '李四' });
    expect((await s.post(`/api/intention/update/${id}`, renamed)).body).toMatchObject({ status: 200, message: '修改成功，请等待审核' });
    expect(await s.okAs(intention, 'GET', `/api/intention/detail/${id}`)).toMatchObject({
      name: '李四',
      mer_name: renamed.mer_name,
      status: 0,
    });

    await setStatus(id, 2, '营业执照已过期');
    expect((await s.okAs(intention, 'GET', `/api/intention/detail/${id}`)).fail_msg).toBe('营业执照已过期');
    await s.okAs(intentionSaved, 'POST', `/api/intention/update/${id}`, await form(s, { phone: body.phone }));
    expect(await s.okAs(intention, 'GET', `/api/intention/detail/${id}`)).toMatchObject({ status: 0, fail_msg: '' });

    await setStatus(id, 1);
    const approved = await s.post(`/api/intention/update/${id}`, await form(s, { phone: body.phone }));
    expect(approved.body).toMatchObject({ status: 400, message: '申请已审核通过，不能修改' });
    expect((await s.post('/api/intention/update/2000000000', await form(s))).body).toMatchObject({ status: 404, message: '申请不存在' });
  });
});
