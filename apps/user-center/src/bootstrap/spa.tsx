import { createRoutedRemoteLifecycles } from '@mall/app-kit';
import { UserCenterRoutes } from '../app/routes';
import { UserCenterI18n } from '../i18n/user-center-i18n';

function TranslatedRoutes() {
  return (
    <UserCenterI18n>
      <UserCenterRoutes />
    </UserCenterI18n>
  );
}

export const { bootstrap, mount, unmount } = createRoutedRemoteLifecycles({
  app: 'user-center',
  cacheKey: 'uc',
  Routes: TranslatedRoutes,
});
