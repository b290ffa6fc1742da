import { BrowserRouter } from 'react-router';
import { createRemoteLifecycles } from '@mall/app-kit';
import { AuthRoutes } from '../app/routes';

function Root() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ app: 'auth', cacheKey: 'auth', Root });
