import { ErrorBox, NotFoundPage } from '@mall/ui';
import { afterSalesPageCss } from './after-sales-styles';

/**
 * A record's page while `useRecord` has no record to show: the 404 page for an unknown one, the
 * error with its retry button, or the empty page frame while it loads.
 */
export function RecordPending({
  notFound,
  error,
  reload,
}: {
  notFound: boolean;
  error: string;
  reload: () => Promise<unknown>;
}) {
  if (notFound) return <NotFoundPage />;
  if (error) return <ErrorBox message={error} onRetry={() => void reload()} />;
  return <div css={afterSalesPageCss} aria-busy="true" />;
}
