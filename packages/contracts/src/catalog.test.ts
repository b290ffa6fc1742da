import { describe, expect, it } from 'vitest';
import { categories, goodsSearchQuery, searchFilterQuery } from './catalog';
import { shopListQuery } from './shop';
import { ledgerQuery } from './user';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

describe('catalog, shop and ledger queries', () => {
  it('a search query: csv ids to distinct arrays, JSON parameters to a record, defaults', () => {
    const q = goodsSearchQuery.parse({ keyword: ' 手机 ', brand_id: '3, 7,3', filter_params: '{"产地":["中国广东"]}' });
    expect(q).toEqual({
      keyword: '手机',
      brand_id: [3, 7],
      filter_params: { 产地: ['中国广东'] },
      order: '',
      page: 1,
      limit: 20,
    });
    // an empty value is no filter
    expect(searchFilterQuery.parse({ keyword: '', cate_pid: '', price_on: '' })).toEqual({});
  });

  it('a search query: the messages the API answers', () => {
    expect(firstMessage(goodsSearchQuery.safeParse({ order: 'cheap' }))).toBe(
      '排序方式必须是 sales、rate、price_asc 或 price_desc',
    );
    expect(firstMessage(searchFilterQuery.safeParse({ price_on: '500', price_off: '100' }))).toBe(
      '最低价不能高于最高价',
    );
    expect(firstMessage(searchFilterQuery.safeParse({ brand_id: '1,x' }))).toBe('品牌格式错误');
    expect(firstMessage(searchFilterQuery.safeParse({ filter_params: '{"产地":"中国"}' }))).toBe(
      '筛选参数值必须是数组',
    );
    expect(firstMessage(searchFilterQuery.safeParse({ keyword: '手\n机' }))).toBe('关键词不能包含控制字符');
  });

  it('the shop list and the ledgers: defaults and messages', () => {
    expect(shopListQuery.parse({ is_best: '1', category_id: '' })).toEqual({
      is_best: 1,
      order: '',
      page: 1,
      limit: 10,
    });
    expect(firstMessage(shopListQuery.safeParse({ type_id: 'x' }))).toBe('店铺类型必须是整数');
    expect(ledgerQuery.parse({ type: '' })).toEqual({ type: 0, page: 1, limit: 10 });
    expect(firstMessage(ledgerQuery.safeParse({ type: '5' }))).toBe('账单类型必须是0（全部）、1（支出）或2（收入）');
  });

  it('the category tree checks every level', () => {
    const leaf = { id: 3, pid: 2, cate_name: '手机', cate_name_en: 'Phones', pic: '', children: [] };
    const tree = [{ ...leaf, id: 1, pid: 0, children: [{ ...leaf, id: 2, pid: 1, children: [leaf] }] }];
    expect(categories.parse(tree)).toEqual(tree);
    const broken = [
      { ...tree[0], children: [{ ...tree[0].children[0], children: [{ ...leaf, cate_name_en: null }] }] },
    ];
    expect(categories.safeParse(broken).success).toBe(false);
  });
});
