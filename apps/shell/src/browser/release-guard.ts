import type { ReleaseDoc } from '@mall/shared-state';

/**
 * A tab never mixes versions: true when `app` has been promoted or rolled back since this page
 * was rendered, so the caller loads the page afresh instead of the old remote into an old page.
 */
export async function releaseChanged(app: string, pageReleases: ReleaseDoc): Promise<boolean> {
  try {
    const res = await fetch('/releases.json', { cache: 'no-cache' });
    if (!res.ok) return false;
    const now = (await res.json()) as ReleaseDoc;
    return Boolean(now[app] && pageReleases[app] && now[app].version !== pageReleases[app].version);
  } catch {
    // the check is best effort: without an answer the page keeps its own versions
    return false;
  }
}
