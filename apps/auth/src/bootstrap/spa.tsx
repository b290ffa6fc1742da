import { createRoutedRemoteLifecycles } from '@mall/app-kit';
import { AuthRoutes } from '../app/routes';

export const { bootstrap, mount, unmount } = createRoutedRemoteLifecycles({
  app: 'auth',
  cacheKey: 'auth',
  Routes: AuthRoutes,
});
