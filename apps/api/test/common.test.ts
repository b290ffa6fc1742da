import { hotKeywords, type AreaCode, type KeywordSuggestion } from '@mall/contracts';
import { expect, it } from 'vitest';
import { call, describeApi, get, getAs, post, postDeclaring2MB, target } from './helpers';

describeApi('common', () => {
  it('GET /api/common/hot_keyword answers 8-10 keywords', async () => {
    const keywords = await getAs(hotKeywords, '/api/common/hot_keyword');
    expect(keywords.length).toBeGreaterThanOrEqual(8);
    expect(keywords.length).toBeLessThanOrEqual(10);
    expect(keywords.map((k) => k.keyword)).toContain('手机');
  });

  it('POST /api/common/keywords answers suggestions containing the keyword, shortest first', async () => {
    for (const keyword of ['手机', '女装', '零食', ' 口红 ']) {
      const { http, body } = await post<KeywordSuggestion[]>('/api/common/keywords', { keyword });
      expect(http).toBe(200);
      const list = body.data.map((s) => s.content);
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(10);
      expect(new Set(list).size).toBe(list.length);
      for (const s of list) expect(s.toLowerCase()).toContain(keyword.trim().toLowerCase());
      const lengths = list.map((s) => [...s].length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    }
  });

  it('suggestions include goods titles', async () => {
    const { body } = await post<KeywordSuggestion[]>('/api/common/keywords', { keyword: '手机' });
    expect(body.data.some((s) => s.content.length > 12)).toBe(true);
  });

  it('treats % and _ in the keyword literally', async () => {
    for (const keyword of ['%', '_', '\\']) {
      const { http, body } = await post<KeywordSuggestion[]>('/api/common/keywords', { keyword });
      expect(http).toBe(200);
      for (const s of body.data) expect(s.content).toContain(keyword);
    }
  });

  it('accepts a form-encoded body', async () => {
    const res = await call<KeywordSuggestion[]>('/api/common/keywords', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ keyword: '手机' }).toString(),
    });
    expect(res.http).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
  });

  it('rejects bad keywords with a Chinese 400', async () => {
    const cases: [unknown, string][] = [
      [{}, '请输入关键词'],
      [{ keyword: '' }, '请输入关键词'],
      [{ keyword: '   ' }, '请输入关键词'],
      [{ keyword: 123 }, '关键词必须是字符串'],
      [{ keyword: ['手机'] }, '关键词必须是字符串'],
      [{ keyword: null }, '关键词必须是字符串'],
      [{ keyword: '手'.repeat(51) }, '关键词不能超过50个字符'],
      [{ keyword: 'x'.repeat(200_000) }, '关键词不能超过50个字符'],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/common/keywords', body);
      expect(res.http, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body).toEqual({ status: 400, message, data: null });
    }
  });

  it('rejects broken and oversized bodies with a 400 envelope', async () => {
    const broken = await call('/api/common/keywords', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"keyword": ',
    });
    expect(broken.http).toBe(400);
    expect(broken.body).toEqual({ status: 400, message: '请求格式错误', data: null });
    for (const body of ['"手机"', '[1]', '42']) {
      const res = await call('/api/common/keywords', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.http).toBe(400);
      expect(res.body).toEqual({ status: 400, message: '请求参数格式错误', data: null });
    }
    const empty = await call('/api/common/keywords', { method: 'POST' });
    expect(empty.http).toBe(400);
    expect(empty.body.message).toBe('请输入关键词');
    const huge = await postDeclaring2MB(target.baseUrl, '/api/common/keywords');
    expect(huge.http).toBe(400);
    expect(huge.body).toEqual({ status: 400, message: '请求内容过大', data: null });
  });

  it('ignores unknown fields and writes nothing', async () => {
    const hotBefore = await get('/api/common/hot_keyword');
    const plain = await post<KeywordSuggestion[]>('/api/common/keywords', { keyword: '耳机' });
    const extra = await post<KeywordSuggestion[]>('/api/common/keywords', {
      keyword: '耳机',
      is_hot: true,
      sort: 9999,
      id: 1,
      content: '新关键词',
    });
    expect(extra.http).toBe(200);
    expect(extra.body.data).toEqual(plain.body.data);
    expect((await get('/api/common/hot_keyword')).body).toEqual(hotBefore.body);
    const after = await post<KeywordSuggestion[]>('/api/common/keywords', { keyword: '新关键词' });
    expect(after.body.data).toEqual([]);
  });

  it('GET /api/area/code answers the dialling codes; China is id 19, code 86', async () => {
    // the answer itself (the contract would drop keys it does not name)
    const codes = (await get<AreaCode[]>('/api/area/code')).body.data;
    expect(codes.length).toBeGreaterThan(200);
    expect(codes.find((a) => a.id === 19)).toEqual({ id: 19, state: '中国', area_code: '86' });
    expect(codes.slice(19, 22).map((a) => a.area_code)).toEqual(['852', '853', '886']);
    expect(new Set(codes.map((a) => a.id)).size).toBe(codes.length);
    for (const a of codes) expect(a.area_code).toMatch(/^\d{1,4}$/);
  });
});
