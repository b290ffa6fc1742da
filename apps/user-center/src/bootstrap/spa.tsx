import { BrowserRouter } from 'react-router';
import { createRemoteLifecycles } from '@mall/app-kit';
import { UserCenterRoutes } from '../app/routes';

function Root() {
  return (
    <BrowserRouter>
      <UserCenterRoutes />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ app: 'user-center', cacheKey: 'uc', Root });
