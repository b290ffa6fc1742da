/** How long to wait for a restored page to grow tall enough for its saved position. */
const RESTORE_TIMEOUT_MS = 3000;

const keyOf = (url: string) => {
  const u = new URL(url, location.href);
  return u.pathname + u.search;
};

/**
 * Manual scroll restoration (spec §2): a new page starts at the top; back/forward returns to the
 * position the page had, once its content is tall enough to hold it.
 */
export function manageScroll(): void {
  history.scrollRestoration = 'manual';
  const saved = new Map<string, number>();
  let traversal = false;

  // single-spa marks the popstate events it fires for pushState; real back/forward are unmarked.
  window.addEventListener('popstate', (e) => {
    if (!(e as PopStateEvent & { singleSpa?: boolean }).singleSpa) traversal = true;
  });
  window.addEventListener('single-spa:before-routing-event', (e) => {
    const { oldUrl, newUrl } = (e as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (oldUrl !== newUrl) saved.set(keyOf(oldUrl), window.scrollY);
  });
  window.addEventListener('single-spa:routing-event', (e) => {
    const { oldUrl, newUrl } = (e as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (oldUrl === newUrl) return;
    const target = traversal ? (saved.get(keyOf(newUrl)) ?? 0) : 0;
    traversal = false;
    restore(target);
  });
}

function restore(y: number): void {
  const deadline = performance.now() + RESTORE_TIMEOUT_MS;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() > deadline) {
      window.scrollTo(0, y);
      return;
    }
    requestAnimationFrame(attempt);
  };
  attempt();
}
