import type { FastifyPluginAsync } from 'fastify';
import { liveCommentQuery, liveLikeBody, liveRoomListQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import type { Hub } from '../../realtime/hub';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { optionalUser } from '../catalog/viewer';
import { recentComments } from './comments';
import { followAnchor, unfollowAnchor } from './follows';
import { addLikes } from './likes';
import { liveSocket, roomChannel } from './socket';
import { anchorProfile, roomDetail, roomList, type RoomStatus } from './rooms';

/**
 * Live selling: public reads, follows (login), likes (guests too, rate limited per viewer) and
 * the room's socket (comments, likes and viewers in real time).
 */
export const liveRoutes: FastifyPluginAsync<{ db: Db; hub: Hub }> = async (app, { db, hub }) => {
  liveSocket(app, db, hub);

  app.get('/api/live/room/lst', async (req) => {
    const q = validate(liveRoomListQuery, req.query);
    return ok(await roomList(db, { ...q, status: q.status as RoomStatus }));
  });

  app.get('/api/live/room/detail/:id', async (req) => {
    const { id } = validate(idParams('直播间ID'), req.params);
    const viewer = await optionalUser(db, req);
    return ok(await roomDetail(db, id, viewer?.uid ?? null));
  });

  app.get('/api/live/room/comment/:id', async (req) => {
    const { id } = validate(idParams('直播间ID'), req.params);
    return ok(await recentComments(db, id, validate(liveCommentQuery, req.query).limit));
  });

  app.post('/api/live/room/like/:id', async (req) => {
    const { id } = validate(idParams('直播间ID'), req.params);
    const { count } = validate(liveLikeBody, req.body);
    const viewer = await optionalUser(db, req);
    const answer = await addLikes(db, id, viewer ? `u:${viewer.uid}` : `ip:${req.ip}`, count);
    hub.publish(roomChannel(id), { type: 'live.likes', data: answer });
    return ok(answer);
  });

  app.get('/api/live/anchor/detail/:id', async (req) => {
    const { id } = validate(idParams('主播ID'), req.params);
    const viewer = await optionalUser(db, req);
    return ok(await anchorProfile(db, id, viewer?.uid ?? null));
  });

  app.post('/api/live/anchor/follow/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('主播ID'), req.params);
    return ok(await followAnchor(db, user.uid, id), '关注成功');
  });

  app.post('/api/live/anchor/unfollow/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('主播ID'), req.params);
    return ok(await unfollowAnchor(db, user.uid, id), '已取消关注');
  });
};
