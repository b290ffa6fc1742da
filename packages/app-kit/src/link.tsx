import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** An absolute URL of this site is followed in the app, as a path; one of another site is a plain link. */
function parseTo(to: To): { to: To; external: boolean } {
  if (typeof to !== 'string' || !ABSOLUTE_URL.test(to)) return { to, external: false };
  try {
    const url = new URL(to.startsWith('//') ? window.location.protocol + to : to);
    if (url.origin === window.location.origin) return { to: url.pathname + url.search + url.hash, external: false };
  } catch {
    // not a URL this page can follow itself
  }
  return { to, external: true };
}

/**
 * react-router's <Link> for the apps' routers, without what only its framework mode uses
 * (prefetching the next page's route modules, masked URLs): the same <a> (href, data-discover)
 * and the same click handling (react-router's useLinkClickHandler). With react-router's own Link
 * unused, its code is tree-shaken (mf-config's react-router-pure-loader): catalog's react-router
 * chunk 27.7 → 25.7 KB gzip, for 0.35 KB in the page chunks that show links.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to: target0, replace, state, preventScrollReset, target, onClick, ...rest },
  ref,
) {
  const absolute = typeof target0 === 'string' && ABSOLUTE_URL.test(target0);
  const { to, external } = absolute ? parseTo(target0) : { to: target0, external: false };
  const href = useHref(to);
  const followInApp = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, preventScrollReset });
  return (
    <a
      {...rest}
      href={absolute ? (target0 as string) : href}
      onClick={
        external
          ? onClick
          : (event) => {
              onClick?.(event);
              if (!event.defaultPrevented) followInApp(event);
            }
      }
      ref={ref}
      target={target}
      data-discover={absolute ? undefined : 'true'}
    />
  );
});
