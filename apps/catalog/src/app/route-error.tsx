import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { ErrorBox, NotFoundPage } from '@mall/ui';

/**
 * A page whose loader failed. On the server the shell answers with its own error page and status;
 * after a navigation in the browser this is what the shopper sees instead of an empty area.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorBox message={(error as Error | undefined)?.message} onRetry={() => void revalidator.revalidate()} />;
}
