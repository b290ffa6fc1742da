/**
 * Live selling demo: four anchors of four shops, rooms on air, coming (预告) and replays (回放),
 * each with goods of its shop pinned. Every playable room points at the demo HLS stream, copied
 * into the upload storage; covers and avatars are generated SVGs.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveAnchor, liveRoom, liveRoomGoods, merchant, storeProduct } from '../db/schema';
import { publishTestStream, testStreamUrl } from '../modules/live/test-stream';
import { localFileStorage } from '../modules/upload/storage';
import { badgeSvg, bannerSvg, writeSvgFiles } from './svg';

const ANCHORS = [
  { nickname: '小鹿直播间', intro: '每晚八点准时开播，专注数码好物测评，只推荐自己用过的东西。', color: '#e33128' },
  { nickname: '阿杰说好物', intro: '十年导购经验，带你避坑选好货，直播间专属福利价。', color: '#ecaf17' },
  { nickname: '美美穿搭日记', intro: '身高163的日常穿搭分享，通勤、约会、度假一站搞定。', color: '#d9467a' },
  { nickname: '老王的厨房', intro: '厨房小家电与食材推荐，边做饭边聊天，好吃不贵。', color: '#2f9e6a' },
];

/** [anchor, title, status, hours from now] */
const ROOMS: [number, string, 0 | 1 | 2, number][] = [
  [0, '数码新品首发 限时直降', 1, -1],
  [1, '家居好物专场 爆款秒杀', 1, -0.5],
  [2, '秋冬新款上新 福利抢不停', 1, -2],
  [3, '晚餐一起做 厨房小家电专场', 0, 26],
  [0, '双十一预热 先领券再下单', 0, 50],
  [2, '周末穿搭分享会', 0, 74],
  [0, '上周数码专场回放', 2, -170],
  [1, '开学季好物回放', 2, -120],
  [3, '年货节美食回放', 2, -72],
  [2, '夏日清仓回放', 2, -30],
];

const COVER_COLORS: [string, string][] = [
  ['#e33128', '#ff8a3d'],
  ['#ecaf17', '#f56b2a'],
  ['#d9467a', '#8e44ad'],
  ['#2f9e6a', '#1f6fb2'],
];

const avatar = (i: number) => `/uploads/seed/live/anchor-${i + 1}.svg`;
const cover = (i: number) => `/uploads/seed/live/room-${i + 1}.svg`;

export async function writeLiveFiles(uploadDir: string) {
  const files: Record<string, string> = {};
  ANCHORS.forEach((a, i) => (files[avatar(i)] = badgeSvg(a.nickname.slice(0, 1), a.color)));
  ROOMS.forEach(([a, title, status], i) => {
    const [from, to] = COVER_COLORS[a];
    files[cover(i)] = bannerSvg({ width: 480, height: 270, from, to, title, subtitle: `${ANCHORS[a].nickname} · ${['直播预告', '正在直播', '精彩回放'][status]}`, titleSize: 30 });
  });
  await writeSvgFiles(uploadDir, files);
  await publishTestStream(localFileStorage(uploadDir));
}

export async function insertLiveDemo(db: Db) {
  const shops = await db.select({ id: merchant.id }).from(merchant).orderBy(asc(merchant.id)).limit(ANCHORS.length);
  if (shops.length === 0) return { anchors: 0, rooms: 0, goods: 0 };
  const anchors = await db
    .insert(liveAnchor)
    .values(ANCHORS.map((a, i) => ({ mer_id: shops[i % shops.length].id, nickname: a.nickname, avatar: avatar(i), intro: a.intro })))
    .returning({ id: liveAnchor.id, mer_id: liveAnchor.mer_id });
  const stream = await testStreamUrl();
  const now = Date.now();
  const rooms = await db
    .insert(liveRoom)
    .values(
      ROOMS.map(([a, title, status, hours], i) => ({
        anchor_id: anchors[a].id,
        title,
        cover: cover(i),
        status,
        start_time: new Date(now + hours * 3_600_000),
        stream_url: stream,
        viewers: status === 0 ? 0 : 1200 + ((i * 7919) % 9000),
        likes: status === 0 ? 0 : 3000 + ((i * 104729) % 40000),
      })),
    )
    .returning({ id: liveRoom.id, anchor_id: liveRoom.anchor_id });
  const goods = await db
    .select({ id: storeProduct.id, mer_id: storeProduct.mer_id })
    .from(storeProduct)
    .where(and(eq(storeProduct.is_show, true), gt(storeProduct.stock, 0), inArray(storeProduct.mer_id, anchors.map((a) => a.mer_id))))
    .orderBy(asc(storeProduct.id));
  let pinned = 0;
  for (const [i, room] of rooms.entries()) {
    const merId = anchors.find((a) => a.id === room.anchor_id)?.mer_id;
    const own = goods.filter((g) => g.mer_id === merId);
    const picks = [0, 1, 2, 3].map((k) => own[(i * 3 + k) % Math.max(own.length, 1)]).filter(Boolean);
    const unique = [...new Set(picks.map((g) => g.id))];
    if (unique.length === 0) continue;
    await db.insert(liveRoomGoods).values(unique.map((product_id, sort) => ({ room_id: room.id, product_id, sort })));
    pinned += unique.length;
  }
  return { anchors: anchors.length, rooms: rooms.length, goods: pinned };
}
