import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Brand } from '@mall/api-client';
import { fakeApi } from '../../test/fake-api';
import { searchCard, svipOff } from '../../test/goods-fixtures';
import { renderPage } from '../../test/render-page';

const brands: Brand[] = [
  { brand_id: 2, brand_name: '优衣库', pic: '', category_id: 1 },
  { brand_id: 3, brand_name: '李宁', pic: '', category_id: 1 },
];

/** A search server of 45 goods (3 pages): each page's one card names the order and page it was asked for. */
function searchServer() {
  return fakeApi({
    'GET /api/product/spu/lst': (q: Record<string, unknown>) => ({
      count: 45,
      list: [searchCard(Number(q.page) * 100, `${q.order || '默认'}排序第${q.page}页`, 1990)],
    }),
    'GET /api/store/product/brand/lst': { list: brands, count: brands.length },
    'GET /api/product/spu/params': [{ name: '材质', values: ['棉', '麻'] }],
    'GET /api/store/merchant/type/lst': [{ mer_type_id: 1, type_name: '旗舰店' }],
    'GET /api/store/merchant/lst': { list: [], count: 0 },
    'GET /api/store/product/category/lst': [{ id: 5, pid: 0, cate_name: '上衣', pic: '' }],
    'GET /api/svip/plans': svipOff,
  });
}

async function openSearch(url: string) {
  const api = searchServer();
  const page = await renderPage(url, api);
  await screen.findByTestId('sort-bar');
  const query = () => Object.fromEntries(new URLSearchParams(page.router.state.location.search));
  const searches = () => api.calls.filter((c) => c.url === '/api/product/spu/lst').map((c) => c.input);
  return { ...page, api, query, searches };
}

const sortLink = (name: string) => within(screen.getByTestId('sort-bar')).getByRole('link', { name });
const currentPage = () =>
  within(screen.getByRole('navigation', { name: '分页' })).getByText(/\d+/, { selector: '[aria-current=page]' })
    .textContent;
const shownGoods = () =>
  screen.getAllByTestId('goods-card').map((card) => within(card).getByRole('img').getAttribute('alt'));

describe('search state in the URL', () => {
  it('filters, sort and page are read from the query string', async () => {
    const params = encodeURIComponent(JSON.stringify({ 材质: ['棉'] }));
    const { searches } = await openSearch(
      `/goods_search?title=T恤&brand_id=2&mer_type_id=1&params=${params}&price_on=1000&price_off=5050&order=price_desc&page=2`,
    );
    expect(searches()).toEqual([
      {
        keyword: 'T恤',
        brand_id: '2',
        mer_type_id: '1',
        filter_params: '{"材质":["棉"]}',
        price_on: 1000,
        price_off: 5050,
        order: 'price_desc',
        page: 2,
        limit: 20,
      },
    ]);
    const chosen = screen.getByTestId('chosen-filters');
    expect(within(chosen).getByText('品牌：优衣库 ×')).toBeTruthy();
    expect(within(chosen).getByText('材质：棉 ×')).toBeTruthy();
    expect(within(chosen).getByText('店铺类型：旗舰店 ×')).toBeTruthy();
    expect(sortLink('价格↓').className).toBe('on');
    expect(sortLink('默认').className).toBe('');
    expect(screen.getByLabelText('最低价')).toHaveProperty('value', '10');
    expect(screen.getByLabelText('最高价')).toHaveProperty('value', '50.50');
    expect(currentPage()).toBe('2');
    expect(shownGoods()).toEqual(['price_desc排序第2页']);
  });

  it('values that do not parse are ignored', async () => {
    const { searches } = await openSearch('/goods_search?title=T恤&brand_id=x&price_on=abc&order=cheapest&page=-3');
    expect(searches()).toEqual([{ keyword: 'T恤', order: '', page: 1, limit: 20 }]);
    expect(sortLink('默认').className).toBe('on');
    expect(screen.queryByTestId('chosen-filters')).toBeNull();
  });

  it('sort, page and price range are written to the query string, and back/forward restore them', async () => {
    const user = userEvent.setup();
    const { query, go } = await openSearch('/goods_search?title=T恤');
    // the router's location changes just before the page shows the new state: wait on the page
    const showing = (name: string) => waitFor(() => expect(shownGoods()).toEqual([name]));

    await user.click(sortLink('销量'));
    await showing('sales排序第1页');
    expect(query()).toEqual({ title: 'T恤', order: 'sales' });
    await user.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', { name: '2' }));
    await showing('sales排序第2页');
    expect(query()).toEqual({ title: 'T恤', order: 'sales', page: '2' });

    // a filter change goes back to page 1
    await user.type(screen.getByLabelText('最低价'), '10');
    await user.type(screen.getByLabelText('最高价'), '20.5');
    await user.click(within(screen.getByRole('form', { name: '价格区间' })).getByRole('button', { name: '确定' }));
    await showing('sales排序第1页');
    expect(query()).toEqual({ title: 'T恤', order: 'sales', price_on: '1000', price_off: '2050' });

    await go(-1);
    await showing('sales排序第2页');
    expect(query()).toEqual({ title: 'T恤', order: 'sales', page: '2' });
    expect(currentPage()).toBe('2');
    expect(screen.getByLabelText('最低价')).toHaveProperty('value', '');
    expect(sortLink('销量').className).toBe('on');

    await go(-1);
    await showing('sales排序第1页');
    expect(query()).toEqual({ title: 'T恤', order: 'sales' });
    expect(currentPage()).toBe('1');
    await go(-1);
    await showing('默认排序第1页');
    expect(sortLink('默认').className).toBe('on');

    await go(3);
    await waitFor(() => expect(screen.getByLabelText('最低价')).toHaveProperty('value', '10'));
    expect(screen.getByLabelText('最高价')).toHaveProperty('value', '20.50');
    expect(query()).toEqual({ title: 'T恤', order: 'sales', price_on: '1000', price_off: '2050' });
  });

  it('a price that is not a number is refused with a message and the URL stays', async () => {
    const user = userEvent.setup();
    const { query } = await openSearch('/goods_search?title=T恤');
    await user.type(screen.getByLabelText('最低价'), '十元');
    await user.click(within(screen.getByRole('form', { name: '价格区间' })).getByRole('button', { name: '确定' }));
    expect(screen.getByText('请输入正确的价格')).toBeTruthy();
    expect(query()).toEqual({ title: 'T恤' });
  });

  it('brands picked together filter at once; a chosen filter is removed from its chip', async () => {
    const user = userEvent.setup();
    const { query, searches } = await openSearch('/goods_cate?sid=5&name=上衣');
    const brandRow = within(screen.getByTestId('brand-filter'));
    await user.click(brandRow.getByRole('button', { name: '+ 多选' }));
    await user.click(brandRow.getByRole('checkbox', { name: '优衣库' }));
    await user.click(brandRow.getByRole('checkbox', { name: '李宁' }));
    await user.click(brandRow.getByRole('button', { name: '确定' }));
    const chip = (name: string) => within(screen.getByTestId('chosen-filters')).getByRole('link', { name });
    await waitFor(() => chip('品牌：优衣库、李宁 ×'));
    expect(query()).toEqual({ sid: '5', name: '上衣', brand_id: '2,3' });
    expect(searches().at(-1)).toMatchObject({ cate_pid: 5, brand_id: '2,3' });

    await user.click(within(screen.getAllByTestId('param-filter')[0]).getByRole('link', { name: '麻' }));
    await waitFor(() => chip('材质：麻 ×'));
    expect(query()).toEqual({ sid: '5', name: '上衣', brand_id: '2,3', params: '{"材质":["麻"]}' });

    await user.click(chip('品牌：优衣库、李宁 ×'));
    await waitFor(() => expect(screen.queryByText('品牌：优衣库、李宁 ×')).toBeNull());
    expect(query()).toEqual({ sid: '5', name: '上衣', params: '{"材质":["麻"]}' });
    await user.click(chip('清空筛选'));
    await waitFor(() => expect(screen.queryByTestId('chosen-filters')).toBeNull());
    expect(query()).toEqual({ sid: '5', name: '上衣' });
  });
});
