import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useMallState } from '@mall/app-kit';
import { pageMeta } from './page-meta';

/** Keeps <title> as the server renders it (page title - site name) across client navigations. */
export function DocumentTitle() {
  const matches = useMatches();
  const siteName = useMallState((s) => s.titleCon);
  const last = matches.at(-1);
  const { title } = pageMeta(last?.handle, last?.data);
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
  return null;
}
