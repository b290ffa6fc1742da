/**
 * `pnpm dev <app>` announces each finished build on `<url>/__reload` (scripts/dev/serve-remote.mjs);
 * the developer's page loads afresh with it.
 */
export function reloadOnDevBuild(url: string): void {
  const builds = new EventSource(`${url}/__reload`);
  builds.addEventListener('built', () => {
    builds.close();
    location.reload();
  });
}
