import { createRoutedRemoteLifecycles } from '@mall/app-kit';
import { UserCenterRoutes } from '../app/routes';

export const { bootstrap, mount, unmount } = createRoutedRemoteLifecycles({ app: 'user-center', cacheKey: 'uc', Routes: UserCenterRoutes });
