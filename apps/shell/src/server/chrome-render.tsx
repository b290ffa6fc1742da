import { renderWithStyles } from '@mall/app-kit/ssr';
import { MallProvider } from '@mall/app-kit';
import type { MallApi, MallStore } from '@mall/shared-state';
import type { ChromeData } from '../chrome/chrome-data';
import { ErrorPage, type ErrorKind } from '../chrome/error-page';
import { Footer } from '../chrome/footer';
import { Header } from '../chrome/header';

export const CHROME_CACHE_KEY = 'mall';

export function renderChrome(data: ChromeData, store: MallStore, api: MallApi) {
  const header = renderWithStyles(
    <MallProvider store={store} api={api}>
      <Header data={data} />
    </MallProvider>,
    CHROME_CACHE_KEY,
  );
  const footer = renderWithStyles(<Footer data={data} />, CHROME_CACHE_KEY);
  return { header: header.html, footer: footer.html, styles: header.styles + footer.styles };
}

export function renderErrorPage(kind: ErrorKind, message?: string) {
  return renderWithStyles(<ErrorPage kind={kind} message={message} />, CHROME_CACHE_KEY);
}
