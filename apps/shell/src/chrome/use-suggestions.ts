import { useEffect, useRef, useState } from 'react';
import { useApi } from '@mall/app-kit';
import type { KeywordSuggestion } from '@mall/api-client';

export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * Keyword suggestions for what the shopper is typing: debounced, shortest first (as the API
 * orders them), and an older answer never overwrites a newer one. Asked only once `engaged` (the
 * shopper is in the box): a search page's keyword in the box asks nothing on load.
 */
export function useSuggestions(keyword: string, engaged = true): string[] {
  const api = useApi();
  const [items, setItems] = useState<string[]>([]);
  const latest = useRef(0);
  useEffect(() => {
    const query = keyword.trim();
    if (!engaged) return;
    const ticket = ++latest.current;
    if (!query) {
      setItems([]);
      return;
    }
    const timer = setTimeout(() => {
      api.post<KeywordSuggestion[]>('/api/common/keywords', { keyword: query }).then(
        (list) => ticket === latest.current && setItems(list.map((s) => s.content)),
        () => ticket === latest.current && setItems([]),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [api, keyword, engaged]);
  return items;
}
