import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MallUser } from '@mall/shared-state';
import { fakeApi, type Answer } from '../../test/fake-api';
import { coupon, goodsPageAnswers, tshirt } from '../../test/goods-fixtures';
import { asNewDocument, renderPage, SHOPPER } from '../../test/render-page';

/** An element whose whole text is `text`, though part of it is in a child (a shop's name, a coupon's title). */
const wholeText = (text: string) => (_: string, el: Element | null) =>
  el?.textContent === text && ![...el.children].some((c) => c.textContent === text);

const goodsCoupons = () => [
  coupon({ coupon_id: 1 }),
  coupon({ coupon_id: 2, type: 1, coupon_price: 500, use_min_price: 0, received: 1, state: 'received' }),
  coupon({ coupon_id: 3, coupon_price: 2050, use_min_price: 20000, remain_count: 0, state: 'sold_out' }),
];

async function openGoodsPage({
  user = SHOPPER,
  answers = {},
}: { user?: MallUser | null; answers?: Record<string, Answer> } = {}) {
  const api = fakeApi({ ...goodsPageAnswers(tshirt(), goodsCoupons()), ...answers });
  const page = await renderPage('/goods_detail/101', api, { user });
  const row = within(await screen.findByTestId('goods-coupons'));
  const chip = (text: string) => within(row.getByText(text).closest('[data-testid="coupon-chip"]') as HTMLElement);
  return { api, page, row, chip };
}

describe('coupons on the goods page', () => {
  it('each shows its rule (满X减Y, 无门槛) and what can be done with it', async () => {
    const { row, chip } = await openGoodsPage();
    expect(row.getAllByTestId('coupon-chip').map((c) => c.firstElementChild?.textContent)).toEqual([
      '满100减10',
      '无门槛5元',
      '满200减20.5',
    ]);
    expect(chip('满100减10').getByRole('button', { name: '领取' })).toHaveProperty('disabled', false);
    expect(chip('无门槛5元').getByRole('link', { name: '去使用' }).getAttribute('href')).toBe('/goods_coupon?id=2');
    expect(chip('满200减20.5').getByRole('button', { name: '已抢光' })).toHaveProperty('disabled', true);
  });

  it('领取 claims it: the dialog says so and the chip turns to 去使用', async () => {
    const user = userEvent.setup();
    const { api, chip } = await openGoodsPage({ answers: { 'POST /api/coupon/receive/1': { coupon_user_id: 5 } } });
    await user.click(chip('满100减10').getByRole('button', { name: '领取' }));
    const dialog = within(await screen.findByRole('dialog', { name: '领取成功' }));
    expect(dialog.getByText('恭喜您，优惠券领取成功')).toBeTruthy();
    expect(dialog.getByText(wholeText('店铺满减券：¥10（满100可用）'))).toBeTruthy();
    expect(chip('满100减10').getByRole('link', { name: '去使用' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/coupon/receive/1']);
  });

  it('a coupon gone meanwhile shows the reason and turns to 已抢光', async () => {
    const user = userEvent.setup();
    const { chip } = await openGoodsPage({
      answers: {
        'POST /api/coupon/receive/1': () => {
          throw new Error('优惠券已领完');
        },
      },
    });
    await user.click(chip('满100减10').getByRole('button', { name: '领取' }));
    expect(within(await screen.findByRole('dialog', { name: '领取失败' })).getByText('优惠券已领完')).toBeTruthy();
    expect(chip('满100减10').getByRole('button', { name: '已抢光' })).toHaveProperty('disabled', true);
  });

  it("a guest's 领取 opens the login, and completes once back on the same goods page logged in", async () => {
    const user = userEvent.setup();
    const guest = await openGoodsPage({ user: null });
    await user.click(guest.chip('满100减10').getByRole('button', { name: '领取' }));
    expect(guest.page.store.getState().login).toBe(true);
    expect(guest.api.calls.some((c) => c.method === 'POST')).toBe(false);
    guest.page.unmount();

    // another goods page showing the same coupon leaves it
    asNewDocument();
    const otherApi = fakeApi(goodsPageAnswers(tshirt({ product_id: 102 }), goodsCoupons()));
    const other = await renderPage('/goods_detail/102', otherApi, { user: SHOPPER });
    const otherRow = within(await screen.findByTestId('goods-coupons'));
    expect(otherRow.getByRole('button', { name: '领取' })).toBeTruthy();
    expect(otherApi.calls.some((c) => c.method === 'POST')).toBe(false);
    other.unmount();

    asNewDocument();
    const { api, chip, page } = await openGoodsPage({
      answers: { 'POST /api/coupon/receive/1': { coupon_user_id: 5 } },
    });
    expect(await screen.findByRole('dialog', { name: '领取成功' })).toBeTruthy();
    expect(chip('满100减10').getByRole('link', { name: '去使用' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/coupon/receive/1']);
    page.unmount();

    // only once: coming back to the page later claims nothing more
    asNewDocument();
    const again = await openGoodsPage();
    expect(again.chip('满100减10').getByRole('button', { name: '领取' })).toBeTruthy();
    expect(again.api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('领券中心', () => {
  const centre = [
    coupon({ coupon_id: 1 }),
    coupon({
      coupon_id: 4,
      title: '平台通用券',
      type: 10,
      merchant: null,
      coupon_price: 1550,
      use_min_price: 0,
      coupon_type: 1,
      use_start_time: '2026-12-01T00:00:00+08:00',
      use_end_time: '2026-12-31T23:59:59+08:00',
      total_count: null,
      remain_count: null,
    }),
    coupon({ coupon_id: 5, title: '每人两张', user_limit: 2, received: 1 }),
    coupon({ coupon_id: 6, title: '已领满', received: 1, state: 'received' }),
    coupon({ coupon_id: 7, title: '抢光了', remain_count: 0, state: 'sold_out' }),
  ];
  const centreServer = (answers: Record<string, Answer> = {}) =>
    fakeApi({
      'GET /api/coupon/getlst': (q: Record<string, unknown>) => {
        const list = centre.filter((c) => q.type === undefined || c.type === q.type);
        return { list, count: list.length };
      },
      ...answers,
    });
  const card = (title: string) =>
    within(screen.getByTitle(title).closest('[data-testid="coupon-card"]') as HTMLElement);

  it('a ticket shows its value, threshold, kind, scope, validity and how much is taken', async () => {
    await renderPage('/coupon_center', centreServer(), { user: SHOPPER });
    await screen.findByTestId('coupon-grid');
    const shop = card('店铺满减券');
    expect(shop.getByText('10').closest('.num')?.textContent).toBe('¥10');
    for (const text of ['满100可用', '店铺券', '限优选服饰旗舰店使用', '领取后30天内有效', '已抢60%'])
      expect(shop.getByText(wholeText(text))).toBeTruthy();
    const general = card('平台通用券');
    expect(general.getByText('15.5').closest('.num')?.textContent).toBe('¥15.5');
    for (const text of ['无门槛', '通用券', '全场通用（特殊商品除外）', '2026.12.01-2026.12.31'])
      expect(general.getByText(text)).toBeTruthy();
    expect(general.queryByText(/已抢/)).toBeNull();
  });

  it('the button follows the viewer: 立即领取, 再领一张, 去使用, 已抢光', async () => {
    await renderPage('/coupon_center', centreServer(), { user: SHOPPER });
    await screen.findByTestId('coupon-grid');
    expect(card('店铺满减券').getByRole('button', { name: '立即领取' })).toHaveProperty('disabled', false);
    expect(card('每人两张').getByRole('button', { name: '再领一张' })).toHaveProperty('disabled', false);
    expect(card('已领满').getByRole('link', { name: '去使用' }).getAttribute('href')).toBe('/goods_coupon?id=6');
    expect(card('抢光了').getByRole('button', { name: '已抢光' })).toHaveProperty('disabled', true);
  });

  it('claiming the last allowed one turns the ticket to 去使用; one of two allows 再领一张', async () => {
    const user = userEvent.setup();
    const api = centreServer({
      'POST /api/coupon/receive/1': { coupon_user_id: 8 },
      'POST /api/coupon/receive/5': { coupon_user_id: 9 },
    });
    await renderPage('/coupon_center', api, { user: SHOPPER });
    await screen.findByTestId('coupon-grid');
    await user.click(card('店铺满减券').getByRole('button', { name: '立即领取' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '领取成功' })).getByRole('button', { name: '继续领券' }),
    );
    expect(card('店铺满减券').getByRole('link', { name: '去使用' })).toBeTruthy();
    expect(card('店铺满减券').getByText('已抢61%')).toBeTruthy();

    await user.click(card('每人两张').getByRole('button', { name: '再领一张' }));
    await screen.findByRole('dialog', { name: '领取成功' });
    expect(card('每人两张').getByRole('link', { name: '去使用' })).toBeTruthy();
  });

  it("a guest's 立即领取 opens the login, and completes once back on the page logged in", async () => {
    const user = userEvent.setup();
    const guestApi = centreServer();
    const guest = await renderPage('/coupon_center', guestApi);
    await screen.findByTestId('coupon-grid');
    await user.click(card('店铺满减券').getByRole('button', { name: '立即领取' }));
    expect(guest.store.getState().login).toBe(true);
    expect(guestApi.calls.some((c) => c.method === 'POST')).toBe(false);
    guest.unmount();

    // another page showing the same coupon leaves it
    asNewDocument();
    const otherTab = centreServer();
    const other = await renderPage('/coupon_center?type=0', otherTab, { user: SHOPPER });
    expect(card('店铺满减券').getByRole('button', { name: '立即领取' })).toBeTruthy();
    expect(otherTab.calls.some((c) => c.method === 'POST')).toBe(false);
    other.unmount();

    asNewDocument();
    const api = centreServer({ 'POST /api/coupon/receive/1': { coupon_user_id: 8 } });
    await renderPage('/coupon_center', api, { user: SHOPPER });
    expect(await screen.findByRole('dialog', { name: '领取成功' })).toBeTruthy();
    expect(card('店铺满减券').getByRole('link', { name: '去使用' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/coupon/receive/1']);
  });

  it('the kind tabs filter through the URL', async () => {
    const user = userEvent.setup();
    const api = centreServer();
    const page = await renderPage('/coupon_center', api, { user: SHOPPER });
    await screen.findByTestId('coupon-grid');
    const tabs = within(screen.getByRole('navigation', { name: '优惠券分类' }));
    expect(tabs.getByText('共 5 张优惠券')).toBeTruthy();
    await user.click(tabs.getByRole('link', { name: '通用券' }));
    await waitFor(() => expect(screen.getAllByTestId('coupon-card')).toHaveLength(1));
    expect(page.location()).toBe('/coupon_center?type=10');
    expect(tabs.getByRole('link', { name: '通用券' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByText('共 1 张优惠券')).toBeTruthy();
    expect(api.calls.at(-1)?.input).toEqual({ type: 10, page: 1, limit: 12 });
  });
});
