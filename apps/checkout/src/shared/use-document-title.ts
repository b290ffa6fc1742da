import { useEffect } from 'react';
import { useMallState } from '@mall/app-kit';

/** 'page - site', as the server titles the pages it renders. */
export function useDocumentTitle(title: string): void {
  const siteName = useMallState((s) => s.titleCon);
  useEffect(() => {
    document.title = siteName ? `${title} - ${siteName}` : title;
  }, [title, siteName]);
}
