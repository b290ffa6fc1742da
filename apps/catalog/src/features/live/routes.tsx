import type { RouteObject } from 'react-router';
import type { AnchorProfile } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle } from '../../app/page-meta';
import { loadAnchor, loadLive, loadPlayer, type PlayerData } from './load-live';

const byUrl =
  (load: (api: MallApi, url: string) => Promise<unknown>, api: MallApi) =>
  ({ request }: { request: Request }) =>
    load(api, request.url);

/** /live, /anchorHome?id= and /livePlayer?id= (server-rendered; the player loads hls.js in the browser); each page is its own chunk. */
export function liveRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/live',
      lazy: async () => ({ Component: (await import('./live-page')).LivePage }),
      loader: byUrl(loadLive, api),
      handle: {
        title: () => '直播',
        description: () => '直播购物：主播实时讲解，直播间专享好价，边看边买。',
      } as PageHandle<unknown>,
    },
    {
      path: '/anchorHome',
      lazy: async () => ({ Component: (await import('./anchor-page')).AnchorPage }),
      loader: byUrl(loadAnchor, api),
      handle: {
        title: (d) => `${d.nickname}的主页`,
        description: (d) => `${d.nickname}：${d.intro}`,
      } as PageHandle<AnchorProfile>,
    },
    {
      path: '/livePlayer',
      lazy: async () => ({ Component: (await import('./player-page')).PlayerPage }),
      loader: byUrl(loadPlayer, api),
      handle: {
        title: (d) => `${d.room.title} - ${d.room.anchor.nickname}的直播间`,
        description: (d) => `${d.room.anchor.nickname}的直播间：${d.room.title}`,
      } as PageHandle<PlayerData>,
    },
  ];
}
