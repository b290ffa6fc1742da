import { hydrateRoot, type Root } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '../i18n/translation';
import { createChromeI18n } from '../i18n/chrome-i18n';
import { zhCN } from '../i18n/zh-CN';
import { createAppCache, MallProvider } from '@mall/app-kit';
import type { MallApi, MallStore } from '@mall/shared-state';
import type { ChromeData } from '../chrome/chrome-data';
import { Footer } from '../chrome/footer';
import { Header } from '../chrome/header';
import { persistUnreadCount } from '../state/cached-state';

/** The chrome (header + footer) as an always-active single-spa application. */
export function chromeApp(data: ChromeData) {
  const cache = createAppCache('mall');
  let roots: Root[] = [];
  let stopPersisting = () => {};
  return {
    bootstrap: async () => {},
    mount: async ({ store, api }: { store: MallStore; api: MallApi }) => {
      const header = document.getElementById('mall-header')!;
      const footer = document.getElementById('mall-footer')!;
      // Chinese at once; English, a chunk of its own, before hydrating an English page
      const i18n = createChromeI18n({ 'zh-CN': zhCN }, 'zh-CN', async () => (await import('../i18n/en')).en);
      await i18n.changeLanguage(store.getState().locale);
      stopPersisting = persistUnreadCount(store);
      roots = [
        hydrateRoot(
          header,
          <CacheProvider value={cache}>
            <I18nProvider i18n={i18n}>
              <MallProvider store={store} api={api}>
                <Header data={data} />
              </MallProvider>
            </I18nProvider>
          </CacheProvider>,
        ),
        hydrateRoot(
          footer,
          <CacheProvider value={cache}>
            <I18nProvider i18n={i18n}>
              <Footer data={data} />
            </I18nProvider>
          </CacheProvider>,
        ),
      ];
    },
    unmount: async () => {
      stopPersisting();
      roots.forEach((r) => r.unmount());
      roots = [];
    },
  };
}
