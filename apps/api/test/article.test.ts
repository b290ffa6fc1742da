import { articleCategory, articleDetail, articleList, type PageOf } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { useCatalogEnv } from './catalog-fixture';
import { describeApi } from './helpers';

describeApi('news (articles)', () => {
  const env = useCatalogEnv();

  it('lists categories and their articles, newest first, paged', async () => {
    const cats = await env.getAs(z.array(articleCategory), '/api/article/category');
    expect(cats.map((c) => c.title)).toEqual(expect.arrayContaining(['平台公告', '购物指南']));
    const all = await env.getAs(articleList, '/api/article/lst?limit=50');
    expect(all.count).toBeGreaterThanOrEqual(20);
    const byCat = await env.getAs(articleList, `/api/article/lst?cid=${cats[0].id}&limit=2&page=2`);
    expect(byCat.list).toHaveLength(2);
    expect(byCat.list.every((a) => a.cid === cats[0].id)).toBe(true);
    const times = all.list.map((a) => Date.parse(a.create_time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // the contract drops keys it does not name: look at the answer itself
    const [raw] = (await env.get<PageOf<object>>('/api/article/lst?limit=1')).body.data.list;
    expect('content' in raw).toBe(false);
  });

  it('an article comes with sanitised content and counts the visit', async () => {
    const [first] = (await env.getAs(articleList, '/api/article/lst?limit=1')).list;
    const detail = await env.getAs(articleDetail, `/api/article/detail/${first.id}`);
    expect(detail.content).toContain('<p>');
    expect(detail.content).not.toContain('<script');
    expect(detail.category.title).toBeTruthy();
    const again = await env.getAs(articleDetail, `/api/article/detail/${first.id}`);
    expect(again.visit).toBe(detail.visit + 1);
  });

  it('hidden, unknown and malformed → 404 / 400 in Chinese', async () => {
    const [first] = (await env.getAs(articleList, '/api/article/lst?limit=1')).list;
    const [hidden] = await env.db
      .insert(schema.article)
      .values({ cid: first.cid, title: '隐藏资讯', author: '测试', image_input: '', synopsis: '', content: '<p>x</p>', is_show: false })
      .returning({ id: schema.article.id });
    const r = await env.get(`/api/article/detail/${hidden.id}`);
    expect([r.http, r.body.message]).toEqual([404, '资讯不存在']);
    expect((await env.get('/api/article/detail/999999999')).body).toMatchObject({ status: 404, message: '资讯不存在' });
    expect((await env.get('/api/article/detail/abc')).body).toMatchObject({ status: 400, message: '资讯ID必须是整数' });
    expect((await env.get('/api/article/lst?cid=999999')).body).toMatchObject({ status: 404, message: '资讯分类不存在' });
    expect((await env.get('/api/article/lst?cid=x')).body).toMatchObject({ status: 400, message: '资讯分类必须是整数' });
    expect((await env.get('/api/article/lst?limit=100')).body).toMatchObject({ status: 400, message: '每页数量不能超过50' });
    const { list } = await env.getAs(articleList, '/api/article/lst?limit=50');
    expect(list.some((a) => a.id === hidden.id)).toBe(false);
    await env.db.delete(schema.article).where(eq(schema.article.id, hidden.id));
  });
});
