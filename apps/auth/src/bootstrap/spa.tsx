import { createRoutedRemoteLifecycles } from '@mall/app-kit';
import { AuthRoutes } from '../app/routes';
import { AuthI18n } from '../i18n/auth-i18n';

function TranslatedRoutes() {
  return (
    <AuthI18n>
      <AuthRoutes />
    </AuthI18n>
  );
}

export const { bootstrap, mount, unmount } = createRoutedRemoteLifecycles({
  app: 'auth',
  cacheKey: 'auth',
  Routes: TranslatedRoutes,
});
