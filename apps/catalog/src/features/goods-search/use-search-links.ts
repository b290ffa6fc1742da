import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchQueryString, withChange, type SearchState } from './search-url';

/** Links and navigation to other states of the same search page (/goods_search or /goods_cate). */
export function useSearchLinks(state: SearchState) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = useCallback(
    (change: Partial<SearchState>) => pathname + searchQueryString(withChange(state, change)),
    [pathname, state],
  );
  const go = useCallback((change: Partial<SearchState>) => navigate(href(change)), [navigate, href]);
  const pageHref = useCallback((page: number) => pathname + searchQueryString({ ...state, page }), [pathname, state]);
  return { href, go, pageHref };
}
