import type {
  AnchorProfile,
  FollowState,
  LiveAnchor,
  LiveComment,
  LiveGoods,
  LiveLikes,
  LiveRoomCard,
  LiveRoomDetail,
  LiveStatus,
} from '@mall/contracts';
import type { Paged } from './catalog';
import type { ApiCaller } from './client';

export type {
  AnchorProfile,
  FollowState,
  LiveAnchor,
  LiveComment,
  LiveGoods,
  LiveLikes,
  LiveRoomCard,
  LiveRoomDetail,
  LiveStatus,
};

export const liveApi = (c: ApiCaller) => ({
  rooms: (status: LiveStatus, page = 1, limit = 12) => c.get<Paged<LiveRoomCard>>('/api/live/room/lst', { status, page, limit }),
  room: (id: number) => c.get<LiveRoomDetail>(`/api/live/room/detail/${id}`),
  comments: (id: number, limit = 50) => c.get<LiveComment[]>(`/api/live/room/comment/${id}`, { limit }),
  like: (id: number, count: number) => c.post<LiveLikes>(`/api/live/room/like/${id}`, { count }),
  anchor: (id: number) => c.get<AnchorProfile>(`/api/live/anchor/detail/${id}`),
  follow: (id: number) => c.post<FollowState>(`/api/live/anchor/follow/${id}`),
  unfollow: (id: number) => c.post<FollowState>(`/api/live/anchor/unfollow/${id}`),
});
