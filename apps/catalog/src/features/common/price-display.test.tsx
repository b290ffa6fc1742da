import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SvipPlans } from '@mall/api-client';
import { fakeApi } from '../../test/fake-api';
import { goodsPageAnswers, searchCard, seckillPageAnswers, seckillTshirt, tshirt } from '../../test/goods-fixtures';
import { renderPage } from '../../test/render-page';

// SVIP on for this whole file: the page reads the rule once (svip-price.tsx)
const svipOn: SvipPlans = { svip_switch_status: 1, svip_discount: 85, join_integral: 0, join_coupons: [], plans: [] };

describe('prices on the goods page', () => {
  it('shows yuan with two decimals, the struck-through original price and the SVIP price of the chosen SKU', async () => {
    const user = userEvent.setup();
    await renderPage('/goods_detail/101', fakeApi({ ...goodsPageAnswers(tshirt()), 'GET /api/svip/plans': svipOn }));
    const panel = within(await screen.findByTestId('buy-panel'));
    expect(panel.getByTestId('price').textContent).toBe('¥99.00');
    const original = panel.getByTestId('ot-price');
    expect(original.tagName).toBe('DEL');
    expect(original.textContent).toBe('¥129.00');
    // 85% of ¥99.00
    await waitFor(() => expect(panel.getByTestId('svip-price').textContent).toBe('SVIP价¥84.15'));

    await user.click(panel.getByRole('button', { name: '蓝色' }));
    expect(panel.getByTestId('price').textContent).toBe('¥109.50');
    expect(panel.getByTestId('ot-price').textContent).toBe('¥139.00');
    // 85% of ¥109.50 is ¥93.075: a member pays the fen below
    expect(panel.getByTestId('svip-price').textContent).toBe('SVIP价¥93.07');
  });
});

describe('prices on activity goods pages', () => {
  it('the seckill price of the chosen SKU, with its original price struck through', async () => {
    const user = userEvent.setup();
    const goods = seckillTshirt();
    await renderPage(`/goods_seckill_detail/${goods.seckill.id}`, fakeApi(seckillPageAnswers(goods)));
    const panel = within(await screen.findByTestId('buy-panel'));
    expect(panel.getByText('秒杀价')).toBeTruthy();
    expect(panel.getByTestId('price').textContent).toBe('¥59.00');
    expect(panel.getByTestId('ot-price').tagName).toBe('DEL');
    expect(panel.getByTestId('ot-price').textContent).toBe('¥129.00');
    await user.click(panel.getByRole('button', { name: '蓝色' }));
    await user.click(panel.getByRole('button', { name: 'M' }));
    expect(panel.getByTestId('price').textContent).toBe('¥69.90');
    expect(panel.getByTestId('ot-price').textContent).toBe('¥159.00');
  });
});

describe('prices on goods cards', () => {
  it('every card shows its price in yuan and its SVIP price', async () => {
    const list = [searchCard(1, '发圈', 5), searchCard(2, '袜子', 1990), searchCard(3, '羽绒服', 1234500)];
    const api = fakeApi({
      'GET /api/product/spu/lst': { count: list.length, list },
      'GET /api/store/product/brand/lst': { list: [], count: 0 },
      'GET /api/product/spu/params': [],
      'GET /api/store/merchant/type/lst': [],
      'GET /api/store/merchant/lst': { list: [], count: 0 },
      'GET /api/svip/plans': svipOn,
    });
    await renderPage('/goods_search?title=好物', api);
    const cards = await screen.findAllByTestId('goods-card');
    await waitFor(() => expect(within(cards[0]).getByTestId('svip-price')).toBeTruthy());
    const shown = cards.map((card) => [
      within(card).getByRole('img').getAttribute('alt'),
      card.querySelector('.price')?.textContent,
      within(card).getByTestId('svip-price').textContent,
    ]);
    expect(shown).toEqual([
      ['发圈', '¥0.05', 'SVIP价¥0.04'],
      ['袜子', '¥19.90', 'SVIP价¥16.91'],
      ['羽绒服', '¥12345.00', 'SVIP价¥10493.25'],
    ]);
  });
});
