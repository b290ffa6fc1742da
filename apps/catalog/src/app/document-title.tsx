import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useMallState } from '@mall/app-kit';

/** Keeps <title> as the server renders it (page title - site name) across client navigations. */
export function DocumentTitle() {
  const matches = useMatches();
  const siteName = useMallState((s) => s.titleCon);
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
  return null;
}
