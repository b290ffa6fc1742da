import { createHash } from 'node:crypto';
import type { RouteOwner } from '@mall/shared-state';
import { CACHE_COOKIES } from '../state/cached-state';

/**
 * How a rendered page may be cached:
 * - 'public': an anonymous server-rendered page (home, lists, shops): shared caches keep it briefly
 *   and may serve it stale while refreshing;
 * - 'revalidate': a page the browser may keep but must check every time (goods pages: their
 *   prices and stock must be current);
 * - 'none': anything personal (a logged-in shopper, a QA pin, cookies that change the page),
 *   errors, redirects, client-rendered apps.
 * The remote that owns a route declares which (its `cache`); a route without one is never kept.
 */
export type PageCache = 'public' | 'revalidate' | 'none';

export const PUBLIC_PAGE = 'public, max-age=30, stale-while-revalidate=300';
const REVALIDATE_PAGE = 'private, no-cache';
const NO_STORE = 'no-store';

/** Cookies that do not change the page for a guest (the cached site logo and title). */
export const HARMLESS_COOKIES = new Set<string>([CACHE_COOKIES.logo, CACHE_COOKIES.title, CACHE_COOKIES.unread]);

export function pageCachePolicy(p: {
  status: number;
  /** the owner of the page's route in the releases it was rendered with */
  route: RouteOwner | null;
  /** the app that rendered the page on the server, if one did */
  ssrApp?: string;
  cookies: Record<string, string>;
  setsCookies: boolean;
}): PageCache {
  const cache = p.route?.cache;
  if (p.status !== 200 || !cache || p.ssrApp !== p.route?.app || p.setsCookies) return 'none';
  if (Object.keys(p.cookies).some((name) => !HARMLESS_COOKIES.has(name))) return 'none';
  return cache.policy;
}

export const pageEtag = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * Headers for a page under a policy; `notModified` when the browser's If-None-Match already has it.
 * `etag`: the page's, when already known (a page served from the server's cache).
 */
export function pageCacheHeaders(policy: PageCache, html: string, ifNoneMatch: string | undefined, etag?: string) {
  if (policy === 'none') return { headers: { 'Cache-Control': NO_STORE }, notModified: false };
  etag ??= pageEtag(html);
  const headers = {
    'Cache-Control': policy === 'public' ? PUBLIC_PAGE : REVALIDATE_PAGE,
    ETag: etag,
    Vary: 'Cookie, Accept-Encoding',
  };
  const notModified = (ifNoneMatch ?? '').split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
  return { headers, notModified };
}
