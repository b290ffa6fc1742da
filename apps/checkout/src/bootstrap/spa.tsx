import { createRoutedRemoteLifecycles } from '@mall/app-kit';
import { CheckoutRoutes } from '../app/routes';

export const { bootstrap, mount, unmount } = createRoutedRemoteLifecycles({ app: 'checkout', cacheKey: 'co', Routes: CheckoutRoutes });
