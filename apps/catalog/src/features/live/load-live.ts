import { data } from 'react-router';
import {
  liveApi,
  type AnchorProfile,
  type LiveComment,
  type LiveRoomCard,
  type LiveRoomDetail,
  type LiveStatus,
  type Paged,
} from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';

export const LIVE_PAGE_SIZE = 12;

export interface LivePageData {
  status: LiveStatus;
  page: number;
  rooms: Paged<LiveRoomCard>;
}

const notFound = () => data('This page could not be found', { status: 404, statusText: 'Not Found' });

/** A positive id from the query (`?id=`), else a 404. */
function idFrom(url: string): number {
  const id = new URL(url).searchParams.get('id') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw notFound();
  return Number(id);
}

/** The API's 404 becomes the page's 404 (the error may come from another bundle's client: no instanceof). */
async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if ((err as { httpStatus?: number }).httpStatus === 404) throw notFound();
    throw err;
  }
}

/** /live?status=1&page=1: rooms of one status (直播中 by default). */
export async function loadLive(api: MallApi, url: string): Promise<LivePageData> {
  const q = new URL(url).searchParams;
  const status = (['0', '1', '2'].includes(q.get('status') ?? '') ? Number(q.get('status')) : 1) as LiveStatus;
  const page = Math.min(Math.max(Number.parseInt(q.get('page') ?? '1', 10) || 1, 1), 10_000);
  return { status, page, rooms: await liveApi(api).rooms(status, page, LIVE_PAGE_SIZE) };
}

/** /anchorHome?id= */
export async function loadAnchor(api: MallApi, url: string): Promise<AnchorProfile> {
  return orNotFound(liveApi(api).anchor(idFrom(url)));
}

export interface PlayerData {
  room: LiveRoomDetail;
  comments: LiveComment[];
}

/** /livePlayer?id=: the room and its latest comments. */
export async function loadPlayer(api: MallApi, url: string): Promise<PlayerData> {
  const id = idFrom(url);
  const l = liveApi(api);
  const [room, comments] = await orNotFound(Promise.all([l.room(id), l.comments(id, 50)]));
  return { room, comments };
}
