import {
  anchorProfile,
  followedAnchorList,
  liveComment,
  liveLikes,
  liveRoomDetail,
  liveRoomList,
  liveViewers,
} from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schema from '../src/db/schema';
import { makeGoods, newShopper, useShopEnv } from './checkout-fixture';
import { asContract, describeApi, okData } from './helpers';
import { openSocket, wsUrl, type Frame } from './socket';

describeApi('live selling', () => {
  const env = useShopEnv();

  /** An anchor of shop 1 with one room of each status; the live room pins two goods (the second first). */
  async function newAnchor() {
    const [anchor] = await env.db
      .insert(schema.liveAnchor)
      .values({ mer_id: 1, nickname: `主播${Date.now() % 100000}`, intro: '测试主播简介' })
      .returning();
    const hour = 3_600_000;
    const room = (status: 0 | 1 | 2, offset: number) => ({
      anchor_id: anchor.id,
      title: `测试直播${status}`,
      cover: '/uploads/seed/live/room-1.svg',
      status,
      start_time: new Date(Date.now() + offset * hour),
      stream_url: '/uploads/live/test.m3u8',
    });
    const [coming, live, replay] = await env.db
      .insert(schema.liveRoom)
      .values([room(0, 5), room(1, -1), room(2, -50)])
      .returning();
    const a = await makeGoods(env.db, { price: 12_900, stock: 5 });
    const b = await makeGoods(env.db, { price: 5_900, stock: 5 });
    await env.db.insert(schema.liveRoomGoods).values([
      { room_id: live.id, product_id: a.product_id, sort: 2 },
      { room_id: live.id, product_id: b.product_id, sort: 1 },
    ]);
    return { anchor, coming, live, replay, goods: [b, a] };
  }

  it('lists rooms by status with their anchor, paged', async () => {
    const { anchor, live } = await newAnchor();
    for (const status of [0, 1, 2]) {
      const page = await env.getAs(liveRoomList, `/api/live/room/lst?status=${status}&limit=50`);
      expect(page.count).toBeGreaterThan(0);
      expect(page.list.every((r) => r.status === status)).toBe(true);
      expect(page.list[0].status_text).toBe(['预告', '直播中', '回放'][status]);
    }
    const lives = await env.getAs(liveRoomList, '/api/live/room/lst?status=1&limit=50');
    expect(lives.list.find((r) => r.id === live.id)).toMatchObject({
      anchor_id: anchor.id,
      anchor_name: anchor.nickname,
    });
    const one = await env.getAs(liveRoomList, '/api/live/room/lst?status=1&limit=1&page=2');
    expect(one.list).toHaveLength(1);
    expect(one.count).toBe(lives.count);
    const bad = await env.get('/api/live/room/lst?status=5');
    expect([bad.http, bad.body.message]).toEqual([400, '直播状态不能超过2']);
  });

  it('room detail: stream, anchor and pinned goods in order; coming rooms have no stream yet; unknown rooms are 404', async () => {
    const { anchor, coming, live, goods } = await newAnchor();
    const d = await env.getAs(liveRoomDetail, `/api/live/room/detail/${live.id}`);
    expect(d.stream_url).toBe('/uploads/live/test.m3u8');
    expect(d.anchor).toMatchObject({ id: anchor.id, is_follow: false, fans: 0 });
    expect(d.goods.map((g) => [g.index, g.product_id, g.price])).toEqual([
      [1, goods[0].product_id, 5_900],
      [2, goods[1].product_id, 12_900],
    ]);
    expect(d.goods[0].unique).toBe(goods[0].unique);
    expect((await env.getAs(liveRoomDetail, `/api/live/room/detail/${coming.id}`)).stream_url).toBe('');
    const missing = await env.get('/api/live/room/detail/999999');
    expect([missing.http, missing.body.message]).toEqual([404, '直播间不存在']);
  });

  it('follow and unfollow an anchor (login): counted once, shown in the profile and the followed list with live status', async () => {
    const { anchor, live, coming, replay } = await newAnchor();
    const s = await newShopper(env);
    const guest = await env.post(`/api/live/anchor/follow/${anchor.id}`, {});
    expect([guest.http, guest.body.status]).toEqual([401, 410000]);
    await s.ok('POST', `/api/live/anchor/follow/${anchor.id}`);
    expect(await s.ok('POST', `/api/live/anchor/follow/${anchor.id}`)).toEqual({ is_follow: true, fans: 1 });
    const profile = await s.okAs(anchorProfile, 'GET', `/api/live/anchor/detail/${anchor.id}`);
    expect(profile).toMatchObject({
      nickname: anchor.nickname,
      intro: '测试主播简介',
      fans: 1,
      is_follow: true,
      is_live: true,
    });
    expect(profile.rooms.map((r) => r.id).sort()).toEqual([live.id, coming.id].sort());
    expect(profile.replays.map((r) => r.id)).toEqual([replay.id]);
    const followed = await s.okAs(followedAnchorList, 'GET', '/api/user/anchor/lst');
    expect(followed.list).toEqual([
      expect.objectContaining({ anchor_id: anchor.id, is_live: true, live_room_id: live.id }),
    ]);

    await env.db.update(schema.liveRoom).set({ status: 2 }).where(eq(schema.liveRoom.id, live.id));
    const after = await s.okAs(followedAnchorList, 'GET', '/api/user/anchor/lst');
    expect(after.list[0].is_live).toBe(false);

    expect(await s.ok('POST', `/api/live/anchor/unfollow/${anchor.id}`)).toEqual({ is_follow: false, fans: 0 });
    expect(await s.ok('POST', `/api/live/anchor/unfollow/${anchor.id}`)).toEqual({ is_follow: false, fans: 0 });
    expect((await s.okAs(followedAnchorList, 'GET', '/api/user/anchor/lst')).count).toBe(0);
    const unknown = await s.post('/api/live/anchor/follow/999999');
    expect([unknown.http, unknown.body.message]).toEqual([404, '主播不存在']);
  });

  it('likes add up for guests and users, are refused before the show, and are rate limited per viewer', async () => {
    const { live, coming } = await newAnchor();
    const s = await newShopper(env);
    expect((await s.okAs(liveLikes, 'POST', `/api/live/room/like/${live.id}`, { count: 5 })).likes).toBe(5);
    expect(okData(liveLikes, await env.post(`/api/live/room/like/${live.id}`, {}), 'like').likes).toBe(6);
    const early = await s.post(`/api/live/room/like/${coming.id}`, { count: 1 });
    expect([early.http, early.body.message]).toEqual([400, '直播尚未开始']);
    const tooMany = await s.post(`/api/live/room/like/${live.id}`, { count: 21 });
    expect([tooMany.http, tooMany.body.message]).toEqual([400, '点赞数不能超过20']);

    // 30 per 10-second window: concurrent taps never pass it. 70 likes are more than even two
    // windows take (the burst may straddle a window's end), so some are refused and a window fills.
    const other = await newShopper(env);
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => other.post(`/api/live/room/like/${live.id}`, { count: 5 })),
    );
    const accepted = answers.filter((a) => a.body.status === 200).length;
    expect(answers.find((a) => a.body.status !== 200)?.body.message).toBe('点赞太频繁，请稍后再试');
    const windows = await env.db
      .select({ count: schema.liveLikeWindow.count })
      .from(schema.liveLikeWindow)
      .where(and(eq(schema.liveLikeWindow.room_id, live.id), eq(schema.liveLikeWindow.viewer, `u:${other.uid}`)));
    const counts = windows.map((w) => w.count);
    expect(Math.max(...counts)).toBe(30);
    expect(counts.every((c) => c <= 30)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(accepted * 5);
    const [row] = await env.db
      .select({ likes: schema.liveRoom.likes })
      .from(schema.liveRoom)
      .where(eq(schema.liveRoom.id, live.id));
    expect(row.likes).toBe(6 + accepted * 5);
  });

  describe('live comments over the room socket', () => {
    const join = (roomId: number, token = '') => {
      const s = openSocket(wsUrl(env.baseUrl, `/api/live/socket/${roomId}`), token ? { 'X-Token': token } : {});
      return s;
    };
    const commentOf = (f: Frame) => asContract(liveComment, f.data, f.type);

    it('viewers see each other’s comments in real time, sanitised, and they stay in the room’s history', async () => {
      const { live } = await newAnchor();
      const a = await newShopper(env);
      const b = await newShopper(env);
      const sa = join(live.id, a.token);
      const sb = join(live.id, b.token);
      const guest = join(live.id);
      await Promise.all([sa.ready, sb.ready, guest.ready]);
      await guest.next((f) => f.type === 'live.viewers' && asContract(liveViewers, f.data, f.type).online === 3);

      sa.send({
        type: 'comment',
        id: 'c-1',
        data: { content: '  <b>主播</b>好！<script>alert(1)</script> <img src=x onerror=alert(1)>a < b  ' },
      });
      const ack = await sa.next((f) => f.id === 'c-1');
      expect(ack.type).toBe('ack');
      expect(commentOf(ack)).toMatchObject({ uid: a.uid, content: '主播好！ a < b' });
      for (const viewer of [sb, guest]) {
        const seen = await viewer.next((f) => f.type === 'live.comment');
        expect(commentOf(seen)).toEqual(commentOf(ack));
      }
      sb.send({ type: 'comment', id: 'c-2', data: { content: '看到了' } });
      expect(commentOf(await sa.next((f) => f.type === 'live.comment' && commentOf(f).uid === b.uid)).content).toBe(
        '看到了',
      );

      const history = await env.getAs(z.array(liveComment), `/api/live/room/comment/${live.id}`);
      expect(history.map((c) => [c.uid, c.content])).toEqual([
        [a.uid, '主播好！ a < b'],
        [b.uid, '看到了'],
      ]);
      const [row] = await env.db
        .select({ viewers: schema.liveRoom.viewers })
        .from(schema.liveRoom)
        .where(eq(schema.liveRoom.id, live.id));
      expect(row.viewers).toBe(3);
      [sa, sb, guest].forEach((s) => s.ws.close());
    });

    it('guests watch but cannot comment; empty, markup-only and over-long comments are refused; replays take none', async () => {
      const { live, replay } = await newAnchor();
      const a = await newShopper(env);
      const guest = join(live.id);
      const sa = join(live.id, a.token);
      await Promise.all([guest.ready, sa.ready]);
      guest.send({ type: 'comment', id: 'g-1', data: { content: '我是游客' } });
      expect(await guest.next((f) => f.id === 'g-1')).toEqual({ type: 'error', id: 'g-1', message: '请登录' });
      for (const [id, content, message] of [
        ['e-1', '   ', '请输入评论内容'],
        ['e-2', '<script>alert(1)</script>', '请输入评论内容'],
        ['e-3', '好'.repeat(101), '评论不能超过100个字'],
        ['e-4', 42, '请输入评论内容'],
      ] as const) {
        sa.send({ type: 'comment', id, data: { content } });
        expect(await sa.next((f) => f.id === id)).toEqual({ type: 'error', id, message });
      }
      sa.send({ type: 'comment', id: 'ok-100', data: { content: '好'.repeat(100) } });
      expect((await sa.next((f) => f.id === 'ok-100')).type).toBe('ack');
      expect(await env.db.$count(schema.liveComment, eq(schema.liveComment.room_id, live.id))).toBe(1);

      const onReplay = join(replay.id, a.token);
      await onReplay.ready;
      onReplay.send({ type: 'comment', id: 'r-1', data: { content: '回放好看' } });
      expect(await onReplay.next((f) => f.id === 'r-1')).toEqual({
        type: 'error',
        id: 'r-1',
        message: '回放不能发表评论',
      });
      [guest, sa, onReplay].forEach((s) => s.ws.close());
    });

    it('a socket opened by a page that chose English reads the API’s own words in English; comments as written', async () => {
      const { live, replay } = await newAnchor();
      const a = await newShopper(env);
      const english = { cookie: 'theme=light; lang=en' };
      const guest = openSocket(wsUrl(env.baseUrl, `/api/live/socket/${live.id}`), english);
      const sa = openSocket(wsUrl(env.baseUrl, `/api/live/socket/${live.id}`), { ...english, 'X-Token': a.token });
      const chinese = join(live.id);
      await Promise.all([guest.ready, sa.ready, chinese.ready]);
      guest.send({ type: 'comment', id: 'g-1', data: { content: '我是游客' } });
      expect(await guest.next((f) => f.id === 'g-1')).toEqual({ type: 'error', id: 'g-1', message: 'Please log in' });
      chinese.send({ type: 'comment', id: 'z-1', data: { content: '我也是游客' } });
      expect(await chinese.next((f) => f.id === 'z-1')).toEqual({ type: 'error', id: 'z-1', message: '请登录' });
      sa.send({ type: 'comment', id: 'e-1', data: { content: '好'.repeat(101) } });
      expect(await sa.next((f) => f.id === 'e-1')).toMatchObject({ message: 'Comments cannot exceed 100 characters' });
      guest.send('not json');
      expect(await guest.next((f) => f.type === 'error' && !f.id)).toMatchObject({ message: 'Invalid message' });
      // what a viewer writes reaches everyone as written
      sa.send({ type: 'comment', id: 'c-1', data: { content: '主播好' } });
      expect(commentOf(await guest.next((f) => f.type === 'live.comment')).content).toBe('主播好');

      const onReplay = openSocket(wsUrl(env.baseUrl, `/api/live/socket/${replay.id}`), {
        ...english,
        'X-Token': a.token,
      });
      await onReplay.ready;
      onReplay.send({ type: 'comment', id: 'r-1', data: { content: '回放好看' } });
      const refused = await onReplay.next((f) => f.id === 'r-1');
      expect(refused.message).toBe('Replays cannot be commented on');
      [guest, sa, chinese, onReplay].forEach((s) => s.ws.close());
    });

    it('a comment resent with the same message id (after a reconnect) is stored and shown once', async () => {
      const { live } = await newAnchor();
      const a = await newShopper(env);
      const first = join(live.id, a.token);
      const watcher = join(live.id);
      await Promise.all([first.ready, watcher.ready]);
      first.send({ type: 'comment', id: 'same-1', data: { content: '只发一次' } });
      const ack1 = await first.next((f) => f.id === 'same-1');
      first.ws.close();
      const again = join(live.id, a.token);
      await again.ready;
      again.send({ type: 'comment', id: 'same-1', data: { content: '只发一次' } });
      const ack2 = await again.next((f) => f.id === 'same-1');
      expect(commentOf(ack2)).toEqual(commentOf(ack1));
      again.send({ type: 'comment', id: 'other-2', data: { content: '第二条' } });
      await watcher.next((f) => f.type === 'live.comment' && commentOf(f).content === '第二条');
      expect(watcher.frames.filter((f) => f.type === 'live.comment').map((f) => commentOf(f).content)).toEqual([
        '只发一次',
        '第二条',
      ]);
      expect(await env.db.$count(schema.liveComment, eq(schema.liveComment.uid, a.uid))).toBe(2);
      [again, watcher].forEach((s) => s.ws.close());
    });

    it('rate limits a user’s comments across sockets (5 per 10 seconds)', async () => {
      const { live } = await newAnchor();
      const a = await newShopper(env);
      const first = join(live.id, a.token);
      const second = join(live.id, a.token);
      await Promise.all([first.ready, second.ready]);
      const ids = Array.from({ length: 8 }, (_, i) => `rl-${i}`);
      ids.forEach((id, i) => (i % 2 ? second : first).send({ type: 'comment', id, data: { content: `第${i}条` } }));
      const answers = await Promise.all(ids.map((id, i) => (i % 2 ? second : first).next((f) => f.id === id)));
      expect(answers.filter((f) => f.type === 'ack')).toHaveLength(5);
      expect(answers.filter((f) => f.type === 'error').map((f) => f.message)).toEqual(
        Array(3).fill('评论太频繁，请稍后再试'),
      );
      expect(await env.db.$count(schema.liveComment, eq(schema.liveComment.uid, a.uid))).toBe(5);
      [first, second].forEach((s) => s.ws.close());
    });
  });

  it('serves the seeded rooms’ HLS playlist and its segments from the upload storage', async () => {
    const { list: replays } = await env.getAs(liveRoomList, '/api/live/room/lst?status=2&limit=50');
    const seeded = await env.getAs(liveRoomDetail, `/api/live/room/detail/${replays[replays.length - 1].id}`);
    expect(seeded.stream_url).toMatch(/^\/uploads\/live\/test-pattern-[0-9a-f]{12}\/index\.m3u8$/);
    const res = await fetch(env.baseUrl + seeded.stream_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    const playlist = await res.text();
    expect(playlist.startsWith('#EXTM3U')).toBe(true);
    const segments = playlist.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(segments.length).toBeGreaterThanOrEqual(3);
    for (const seg of segments) {
      const s = await fetch(new URL(seg, env.baseUrl + seeded.stream_url));
      expect(s.status).toBe(200);
      expect(s.headers.get('content-type')).toBe('video/mp2t');
      const bytes = new Uint8Array(await s.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(10_000);
      expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
    }
  });
});
