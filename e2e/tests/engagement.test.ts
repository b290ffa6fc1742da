import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { realErrors } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

/**
 * The seed signed the demo shopper in on the five days before the day it ran; the template this
 * stack copies may have been seeded before midnight in Shanghai. Those five days end yesterday,
 * whatever day it is now (moved out of the way first: a day is unique per shopper).
 */
const signedUntilYesterday = [
  `update user_sign set day = day + 100000`,
  `update user_sign s set day = s.day - 100000 + ((now() at time zone 'UTC' + interval '8 hours')::date - 1 - m.last)
     from (select uid, max(day) - 100000 as last from user_sign group by uid) m where m.uid = s.uid`,
];

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser(
    { basePort: 3790, prepareDatabase: signedUntilYesterday },
    connectBrowser,
  );
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

async function shoot(page: Page, name: string) {
  await settle(page);
  await screenshot(page, `engagement-${name}`, { fullPage: true });
}

const pointsTotal = async (page: Page) => Number(await page.getByTestId('points-total').innerText());
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name });

describe('engagement: sign-in and SVIP', () => {
  it('signs in today: 已签到, the streak goes on, and the points rise', async () => {
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/user/integral`, { waitUntil: 'load' });
      await expect.poll(() => page.getByTestId('points-total').innerText()).toMatch(/^\d+$/);
      const before = await pointsTotal(page);

      await menuLink(page, '每日签到').click();
      const button = page.getByTestId('sign-button');
      // the seed signed the five days before today
      await expect.poll(() => page.getByTestId('sign-streak').innerText()).toBe('5');
      expect(await button.innerText()).toBe('立即签到');
      await expect.poll(() => page.locator('[data-testid="sign-calendar"] li[data-signed]').count()).toBeGreaterThan(0);
      await button.click();
      await expect.poll(() => button.innerText()).toBe('已签到');
      expect(await button.isDisabled()).toBe(true);
      expect(await page.getByTestId('sign-streak').innerText()).toBe('6');
      await expect.poll(() => page.locator('[data-testid="sign-calendar"] li.today[data-signed]').count()).toBe(1);
      await shoot(page, 'sign-in');

      await menuLink(page, '我的积分').click();
      // day 6 of the seeded ladder earns 15
      await expect.poll(() => pointsTotal(page)).toBe(before + 15);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('buys SVIP with the balance: the badge shows, and goods show SVIP价', async () => {
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/user/vip`, { waitUntil: 'load' });
      await expect.poll(() => page.getByTestId('vip-state').innerText()).toContain('您还不是SVIP会员');
      expect(await page.getByTestId('member-badge').count()).toBe(0);
      await page.getByTestId('vip-plans').getByRole('button', { name: /季卡/ }).click();
      await page.getByRole('button', { name: '余额支付' }).click();
      await page.getByTestId('vip-buy').click();
      await expect.poll(() => page.getByTestId('vip-state').innerText()).toContain('SVIP会员有效期至');
      await expect.poll(() => page.getByTestId('member-badge').count()).toBe(1);
      await shoot(page, 'vip');

      const me = await (await fetch(`${stack.url}/api/user`, { headers: { 'X-Token': token } })).json();
      expect(me.data).toMatchObject({ is_open_member: true, is_money_level: 1, now_money: 100_000 - 3_900 });

      await page.goto(`${stack.url}/goods_search?keyword=手机`, { waitUntil: 'load' });
      const card = page.getByTestId('goods-card').first();
      await expect.poll(() => card.getByTestId('svip-price').count()).toBe(1);
      expect(await card.getByTestId('svip-price').innerText()).toMatch(/SVIP价\s*¥\d+\.\d{2}/);
      await card.locator('a').first().click();
      await expect.poll(() => page.getByTestId('buy-panel').getByTestId('svip-price').count()).toBe(1);
      expect(await page.getByTestId('member-badge').count()).toBe(1);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
