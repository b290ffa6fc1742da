import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { OTHER, realErrors } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { apiGet } from '../support/catalog';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

interface Room {
  id: number;
  title: string;
  anchor_name: string;
}

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3950 }, connectBrowser);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const rooms = async (status: number) => (await apiGet<{ list: Room[] }>(stack.apiUrl, `/api/live/room/lst?status=${status}&limit=20`)).list;

describe('live selling (直播)', () => {
  it('/live lists the rooms on air from the server, with cover, anchor, viewers and 去观看', async () => {
    const live = await rooms(1);
    const { page, errors, close } = await openPage(browser);
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      const res = await page.goto(`${stack.url}/live`);
      const html = (await res?.text()) ?? '';
      expect(html).toContain(live[0].title); // server-rendered
      await settle(page);
      const cards = page.getByTestId('live-room');
      expect(await cards.count()).toBe(live.length);
      const first = await cards.first().innerText();
      expect(first).toContain('直播中');
      expect(first).toContain(live[0].anchor_name);
      expect(first).toContain('去观看');
      expect(first).toMatch(/人看过/);
      await screenshot(page, 'live-list', { fullPage: true });
      await page.getByTestId('live-tabs').getByText('精彩回放').click();
      await page.waitForURL(/status=2/);
      // the list on air stays until the replays have loaded
      await expect.poll(() => page.getByTestId('live-room').first().getAttribute('data-status')).toBe('2');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a replay plays in the page (hls.js): the video’s time advances', async () => {
    const [replay] = await rooms(2);
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/livePlayer?id=${replay.id}`);
      const video = page.getByTestId('live-video');
      await video.waitFor();
      await page.waitForFunction(() => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="live-video"]');
        return v !== null && v.currentTime > 1.5;
      }, undefined, { timeout: 20_000 });
      const t1 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      // it keeps playing: the time moves past t1
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(t1);
      expect(await page.getByTestId('live-comments').innerText()).toContain('回放不能发表评论');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('two viewers see each other’s comments in real time; a guest is asked to log in', async () => {
    const [room] = await rooms(1);
    const url = `${stack.url}/livePlayer?id=${room.id}`;
    const a = await openPage(browser, { url: stack.url, token: await loginToken(stack.apiUrl) });
    const b = await openPage(browser, { url: stack.url, token: await loginToken(stack.apiUrl, OTHER) });
    const guest = await openPage(browser);
    try {
      await a.page.setViewportSize({ width: 1200, height: 900 });
      await Promise.all([a, b, guest].map(async (v) => {
        await v.page.goto(url);
        await settle(v.page);
      }));
      const say = async (viewer: typeof a, text: string) => {
        await viewer.page.getByTestId('comment-input').fill(text);
        await viewer.page.getByTestId('comment-send').click();
      };
      const seen = (viewer: typeof a, text: string) =>
        viewer.page.getByTestId('live-comment').filter({ hasText: text }).waitFor({ timeout: 10_000 });

      await say(a, '主播这款有优惠吗？');
      await Promise.all([seen(b, '主播这款有优惠吗？'), seen(guest, '主播这款有优惠吗？')]);
      await say(b, '<b>已下单</b>，好价！');
      await seen(a, '已下单，好价！');
      expect(await a.page.getByTestId('live-comments').innerHTML()).not.toContain('<b>已下单');
      expect(await a.page.getByTestId('comment-input').inputValue()).toBe('');

      const likes = a.page.getByTestId('live-likes');
      const count = async () => Number(await likes.getAttribute('data-count'));
      const before = await count();
      await a.page.getByTestId('live-like').click();
      await a.page.getByTestId('live-like').click();
      expect(await count()).toBe(before + 2); // counted on screen at once
      // the batch reaches the server, which tells every viewer the new total
      await expect.poll(async () => Number(await b.page.getByTestId('live-likes').getAttribute('data-count')), { timeout: 5000 }).toBeGreaterThanOrEqual(before + 2);

      await guest.page.getByTestId('comment-login').click();
      await guest.page.getByTestId('login-dialog').waitFor();

      expect(await a.page.getByTestId('live-goods').count()).toBeGreaterThan(0);
      await screenshot(a.page, 'live-player', { fullPage: true });
      for (const v of [a, b, guest]) expect(realErrors(v.errors)).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), guest.close()]);
    }
  });

  it('follow an anchor on their page; the user centre lists them live, with a way to their room, and unfollows', async () => {
    const [room] = await rooms(1);
    const token = await loginToken(stack.apiUrl, OTHER);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      const detail = await apiGet<{ anchor: { id: number; nickname: string; fans: number } }>(stack.apiUrl, `/api/live/room/detail/${room.id}`);
      const { anchor } = detail;
      await page.goto(`${stack.url}/anchorHome?id=${anchor.id}`);
      await settle(page);
      expect(await page.getByTestId('anchor-rooms').innerText()).toContain(room.title);
      await page.getByTestId('follow-anchor').click();
      await page.getByTestId('follow-anchor').filter({ hasText: '已关注' }).waitFor();
      expect(await page.getByTestId('anchor-fans').innerText()).toBe(String(anchor.fans + 1));
      await screenshot(page, 'live-anchor-home', { fullPage: true });

      await page.goto(`${stack.url}/user/followAnchors`);
      const card = page.getByTestId('uc-anchor').filter({ hasText: anchor.nickname });
      await card.waitFor();
      expect(await card.innerText()).toContain('直播中');
      expect(await card.getByText('去看直播').getAttribute('href')).toBe(`/livePlayer?id=${room.id}`);
      await card.getByText('取消关注').click();
      await page.getByRole('dialog').getByRole('button', { name: '取消关注' }).click();
      await card.waitFor({ state: 'detached' });
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
