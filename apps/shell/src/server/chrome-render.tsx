import type { ReactNode } from 'react';
import type { ChromeI18n } from '../i18n/chrome-i18n';
import { I18nProvider } from '../i18n/translation';
import { renderWithStyles } from '@mall/app-kit/ssr';
import { MallProvider } from '@mall/app-kit';
import type { MallApi, MallStore } from '@mall/shared-state';
import type { ChromeData } from '../chrome/chrome-data';
import { ErrorPage, type ErrorKind } from '../chrome/error-page';
import { Footer } from '../chrome/footer';
import { Header } from '../chrome/header';

export const CHROME_CACHE_KEY = 'mall';

const render = (i18n: ChromeI18n, node: ReactNode) =>
  renderWithStyles(<I18nProvider i18n={i18n}>{node}</I18nProvider>, CHROME_CACHE_KEY);

export function renderChrome(data: ChromeData, store: MallStore, api: MallApi, i18n: ChromeI18n) {
  const header = render(
    i18n,
    <MallProvider store={store} api={api}>
      <Header data={data} />
    </MallProvider>,
  );
  const footer = render(i18n, <Footer data={data} />);
  return { header: header.html, footer: footer.html, styles: header.styles + footer.styles };
}

export function renderErrorPage(i18n: ChromeI18n, kind: ErrorKind, message?: string) {
  return render(i18n, <ErrorPage kind={kind} message={message} />);
}
