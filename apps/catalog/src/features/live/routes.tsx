import type { RouteObject } from 'react-router';
import type { AnchorProfile } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { byUrlFrom } from '../../app/url-loaders';
import type { PageHandle } from '../../app/page-meta';
import type { PlayerData } from './load-live';

/**
 * The loaders come in a chunk of their own (not in the app's first chunk): on a client navigation
 * to one of these pages it loads while the page's chunk does, then the data.
 */
const loaders = () => import('./load-live');


/** /live, /anchorHome?id= and /livePlayer?id= (server-rendered; the player loads hls.js in the browser); each page is its own chunk. */
export function liveRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/live',
      lazy: async () => ({ Component: (await import('./live-page')).LivePage }),
      loader: byUrlFrom(api, loaders, (m) => m.loadLive),
      handle: {
        title: (_, { t }) => t('live.pageTitle'),
        description: (_, { t }) => t('live.description'),
      } as PageHandle<unknown>,
    },
    {
      path: '/anchorHome',
      lazy: async () => ({ Component: (await import('./anchor-page')).AnchorPage }),
      loader: byUrlFrom(api, loaders, (m) => m.loadAnchor),
      handle: {
        title: (d, { t }) => t('live.anchorTitle', { name: d.nickname }),
        description: (d) => `${d.nickname}：${d.intro}`,
      } as PageHandle<AnchorProfile>,
    },
    {
      path: '/livePlayer',
      lazy: async () => ({ Component: (await import('./player-page')).PlayerPage }),
      loader: byUrlFrom(api, loaders, (m) => m.loadPlayer),
      handle: {
        title: (d, { t }) => t('live.roomTitle', { title: d.room.title, name: d.room.anchor.nickname }),
        description: (d, { t }) => t('live.roomDescription', { title: d.room.title, name: d.room.anchor.nickname }),
      } as PageHandle<PlayerData>,
    },
  ];
}
