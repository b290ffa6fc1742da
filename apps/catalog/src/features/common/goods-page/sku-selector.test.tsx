import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MallUser } from '@mall/shared-state';
import { fakeApi, type Answer } from '../../../test/fake-api';
import { goodsPageAnswers, seckillPageAnswers, seckillTshirt, tshirt } from '../../../test/goods-fixtures';
import { asNewDocument, renderPage, SHOPPER } from '../../../test/render-page';

async function openTshirt(
  goods = tshirt(),
  { user = null, answers = {} }: { user?: MallUser | null; answers?: Record<string, Answer> } = {},
) {
  const api = fakeApi({ ...goodsPageAnswers(goods), ...answers });
  const page = await renderPage(`/goods_detail/${goods.product_id}`, api, { user });
  const panel = within(await screen.findByTestId('buy-panel'));
  const button = (name: string) => panel.getByRole('button', { name });
  const box = () => panel.getByLabelText('购买数量');
  return { api, page, panel, button, box };
}

describe('SKU selector', () => {
  it('starts on the first combination in stock, with its price and stock', async () => {
    const { button, panel } = await openTshirt();
    expect(button('红色').getAttribute('aria-pressed')).toBe('true');
    expect(button('S').getAttribute('aria-pressed')).toBe('true');
    expect(panel.getByTestId('price').textContent).toBe('¥99.00');
    expect(panel.getByTestId('stock').textContent).toBe('库存 5 件');
  });

  it('choosing specs picks their SKU: price, original price and stock follow', async () => {
    const user = userEvent.setup();
    const { button, panel } = await openTshirt();
    await user.click(button('蓝色'));
    expect(panel.getByTestId('price').textContent).toBe('¥109.50');
    expect(panel.getByTestId('stock').textContent).toBe('库存 2 件');
    await user.click(button('M'));
    expect(button('蓝色').getAttribute('aria-pressed')).toBe('true');
    expect(button('M').getAttribute('aria-pressed')).toBe('true');
    expect(button('S').getAttribute('aria-pressed')).toBe('false');
    expect(panel.getByTestId('price').textContent).toBe('¥119.00');
    expect(panel.getByTestId('ot-price').textContent).toBe('¥159.00');
    expect(panel.getByTestId('stock').textContent).toBe('库存 30 件');
  });

  it('a sold-out combination cannot be chosen', async () => {
    const user = userEvent.setup();
    const { button } = await openTshirt();
    expect(button('M')).toHaveProperty('disabled', true); // 红色/M has no stock
    await user.click(button('蓝色'));
    expect(button('M')).toHaveProperty('disabled', false);
    await user.click(button('M'));
    expect(button('红色')).toHaveProperty('disabled', true);
  });

  it('goods with no stock at all show 已售罄 instead of the buy buttons', async () => {
    const goods = tshirt();
    for (const sku of Object.values(goods.sku)) sku.stock = 0;
    const { panel, box } = await openTshirt({ ...goods, stock: 0 });
    expect(panel.getByTestId('sold-out')).toHaveProperty('disabled', true);
    expect(panel.queryByRole('button', { name: '加入购物车' })).toBeNull();
    expect(box()).toHaveProperty('disabled', true);
  });
});

describe('quantity', () => {
  it('the stepper stays within 1 and the stock', async () => {
    const user = userEvent.setup();
    const { button, box } = await openTshirt();
    await user.click(button('蓝色')); // 2 in stock
    expect(button('减少')).toHaveProperty('disabled', true);
    await user.click(button('增加'));
    expect(box()).toHaveProperty('value', '2');
    expect(button('增加')).toHaveProperty('disabled', true);
    await user.click(button('减少'));
    expect(box()).toHaveProperty('value', '1');
  });

  it('a typed number past the stock is brought down to it, with the reason', async () => {
    const user = userEvent.setup();
    const { box, panel } = await openTshirt();
    await user.clear(box());
    await user.type(box(), '99{Enter}');
    expect(box()).toHaveProperty('value', '5');
    expect(panel.getByTestId('quantity-note').textContent).toBe('最多可购买5件');
  });

  it('a fraction is refused and the quantity stays as it was', async () => {
    const user = userEvent.setup();
    const { box, button, panel } = await openTshirt();
    await user.click(button('增加'));
    await user.clear(box());
    await user.type(box(), '2.5');
    await user.tab();
    expect(box()).toHaveProperty('value', '2');
    expect(panel.getByTestId('quantity-note').textContent).toBe('请输入正整数');
  });

  it('the per-order limits bound what is typed and are shown', async () => {
    const user = userEvent.setup();
    const { box, panel } = await openTshirt(tshirt({ once_min_count: 2, once_max_count: 3 }));
    expect(box()).toHaveProperty('value', '2');
    expect(panel.getByText((_, el) => el?.textContent === '（每次限购 3 件）')).toBeTruthy();
    expect(panel.getByText((_, el) => el?.textContent === '（2 件起购）')).toBeTruthy();
    await user.clear(box());
    await user.type(box(), '1{Enter}');
    expect(box()).toHaveProperty('value', '2');
    expect(panel.getByTestId('quantity-note').textContent).toBe('最少购买2件');
    await user.clear(box());
    await user.type(box(), '4{Enter}');
    expect(box()).toHaveProperty('value', '3');
    expect(panel.getByTestId('quantity-note').textContent).toBe('最多可购买3件');
  });

  it('changing to a SKU with less stock brings the quantity within it', async () => {
    const user = userEvent.setup();
    const { box, button } = await openTshirt();
    await user.clear(box());
    await user.type(box(), '4{Enter}');
    expect(box()).toHaveProperty('value', '4');
    await user.click(button('蓝色')); // 2 in stock
    expect(box()).toHaveProperty('value', '2');
  });
});

describe('quantity of seckill goods', () => {
  it('is bounded by what the shopper may still buy today, and says what they bought', async () => {
    const user = userEvent.setup();
    const goods = seckillTshirt(); // 3 a day, 1 bought today
    await renderPage(`/goods_seckill_detail/${goods.seckill.id}`, fakeApi(seckillPageAnswers(goods)));
    const panel = within(await screen.findByTestId('buy-panel'));
    expect(panel.getByTestId('limits').textContent).toBe('每人每天限购 3 件，活动期间限购 5 件（您已抢购 2 件）');
    const box = panel.getByLabelText('购买数量');
    await user.clear(box);
    await user.type(box, '5{Enter}');
    expect(box).toHaveProperty('value', '2');
    expect(panel.getByTestId('quantity-note').textContent).toBe('最多可购买2件');
  });
});

describe('加入购物车', () => {
  it('adds the chosen SKU and quantity, and says so', async () => {
    const user = userEvent.setup();
    const { api, button, box, panel } = await openTshirt(tshirt(), {
      user: SHOPPER,
      answers: { 'POST /api/user/cart/create': { cart_id: 9 } },
    });
    await user.click(button('蓝色'));
    await user.click(button('M'));
    await user.clear(box());
    await user.type(box(), '3{Enter}');
    await user.click(button('加入购物车'));
    expect((await panel.findByRole('status')).textContent).toBe('已成功加入购物车');
    const added = api.calls.filter((c) => c.url === '/api/user/cart/create');
    expect(added.map((c) => [c.input.product_attr_unique, c.input.cart_num])).toEqual([['u-blue-m', 3]]);
  });

  it('a guest is asked to log in, and back on the page their choice is shown and added', async () => {
    const user = userEvent.setup();
    const guest = await openTshirt();
    await user.click(guest.button('蓝色'));
    await user.click(guest.button('M'));
    await user.clear(guest.box());
    await user.type(guest.box(), '3{Enter}');
    await user.click(guest.button('加入购物车'));
    expect(guest.page.store.getState().login).toBe(true);
    expect(guest.api.calls.some((c) => c.method === 'POST')).toBe(false);
    guest.page.unmount();

    asNewDocument();
    const back = await openTshirt(tshirt(), {
      user: SHOPPER,
      answers: { 'POST /api/user/cart/create': { cart_id: 9 } },
    });
    expect((await back.panel.findByRole('status')).textContent).toBe('已成功加入购物车');
    expect(back.button('蓝色').getAttribute('aria-pressed')).toBe('true');
    expect(back.button('M').getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(back.box()).toHaveProperty('value', '3')); // the box follows a frame later
    expect(back.panel.getByTestId('price').textContent).toBe('¥119.00');
    const added = back.api.calls.filter((c) => c.url === '/api/user/cart/create');
    expect(added.map((c) => [c.input.product_attr_unique, c.input.cart_num])).toEqual([['u-blue-m', 3]]);
  });

  it("a guest's choice completes on the goods it was made for only, and only once", async () => {
    const user = userEvent.setup();
    const guest = await openTshirt();
    await user.click(guest.button('加入购物车'));
    guest.page.unmount();

    const addAnswer = { 'POST /api/user/cart/create': { cart_id: 9 } };
    const elsewhere = () => openTshirt(tshirt({ product_id: 102 }), { user: SHOPPER, answers: addAnswer });
    const here = () => openTshirt(tshirt(), { user: SHOPPER, answers: addAnswer });
    const cartAdds = (api: { calls: { url: string }[] }) =>
      api.calls.filter((c) => c.url === '/api/user/cart/create').length;

    asNewDocument();
    const other = await elsewhere();
    expect(cartAdds(other.api)).toBe(0);
    other.page.unmount();

    asNewDocument();
    const back = await here();
    expect((await back.panel.findByRole('status')).textContent).toBe('已成功加入购物车');
    expect(cartAdds(back.api)).toBe(1);
    back.page.unmount();

    asNewDocument();
    const again = await here();
    expect(again.panel.queryByText('已成功加入购物车')).toBeNull();
    expect(cartAdds(again.api)).toBe(0);
  });
});
