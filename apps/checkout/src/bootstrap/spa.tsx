import { BrowserRouter } from 'react-router';
import { createRemoteLifecycles } from '@mall/app-kit';
import { CheckoutRoutes } from '../app/routes';

function Root() {
  return (
    <BrowserRouter>
      <CheckoutRoutes />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ app: 'checkout', cacheKey: 'co', Root });
