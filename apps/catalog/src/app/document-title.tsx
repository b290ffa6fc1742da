import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useMallState } from '@mall/app-kit';
import { pageMeta } from './page-meta';
import { useCatalogTexts } from '../i18n/catalog-texts';

/** Keeps <title> as the server renders it (page title - site name) across client navigations. */
export function DocumentTitle() {
  const matches = useMatches();
  const siteName = useMallState((s) => s.titleCon);
  const texts = useCatalogTexts();
  const last = matches.at(-1);
  const { title } = pageMeta(last?.handle, last?.data, texts);
  useEffect(() => {
    if (title === undefined) return;
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
  return null;
}
