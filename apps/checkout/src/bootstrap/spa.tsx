import { createRoutedRemoteLifecycles } from '@mall/app-kit';
import { CheckoutRoutes } from '../app/routes';
import { CheckoutI18n } from '../i18n/checkout-i18n';

function TranslatedRoutes() {
  return (
    <CheckoutI18n>
      <CheckoutRoutes />
    </CheckoutI18n>
  );
}

export const { bootstrap, mount, unmount } = createRoutedRemoteLifecycles({
  app: 'checkout',
  cacheKey: 'co',
  Routes: TranslatedRoutes,
});
