import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { MallProvider } from '@mall/app-kit';
import { renderWithStyles } from '@mall/app-kit/ssr';
import { createMallStore, type SsrContext, type SsrResult } from '@mall/shared-state';
import { pageMeta } from '../app/page-meta';
import { createRoutes } from '../app/routes';
import { catalogTexts } from '../i18n/catalog-texts';

/** Server render of the catalog for one request: loader data first, then HTML + critical CSS. */
export async function render(ctx: SsrContext): Promise<SsrResult> {
  const handler = createStaticHandler(createRoutes(ctx.api));
  const texts = catalogTexts.ready(ctx.state.locale);
  const context = await handler.query(new Request(new URL(ctx.url, 'http://mall.local')));
  if (context instanceof Response) {
    return { html: '', styles: '', status: context.status, redirect: context.headers.get('Location') ?? '/' };
  }
  await texts;
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = createMallStore(ctx.state);
  const { html, styles } = renderWithStyles(
    <MallProvider store={store} api={ctx.api}>
      <catalogTexts.Provider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </catalogTexts.Provider>
    </MallProvider>,
    'cat',
  );
  const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
  const last = context.matches.at(-1);
  const { title, description } = pageMeta(
    last?.route.handle,
    last ? context.loaderData[last.route.id] : undefined,
    catalogTexts.texts(ctx.state.locale),
  );
  return { html, styles, status: context.statusCode, data: hydration, title, description };
}
