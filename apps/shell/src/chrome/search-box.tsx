import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { navigateTo } from '@mall/shared-state';
import { theme } from '@mall/ui';
import type { HotKeyword } from '@mall/api-client';
import { useSuggestions } from './use-suggestions';

const searchCss = css`
  width: 640px;
  position: relative;
  .suggest {
    position: absolute;
    top: 40px;
    left: 0;
    right: 100px;
    max-height: 200px;
    overflow-y: auto;
    background: #fff;
    border: 1px solid ${theme.border};
    list-style: none;
    margin: 0;
    padding: 4px 0;
    z-index: 20;
  }
  .suggest li {
    padding: 6px 12px;
    cursor: pointer;
    font-size: 13px;
  }
  .suggest li[aria-selected='true'],
  .suggest li:hover {
    background: #fdf5e2;
    color: ${theme.goldText};
  }
  form {
    display: flex;
    height: 40px;
    border: 2px solid ${theme.gold};
  }
  input {
    flex: 1;
    border: 0;
    padding: 0 12px;
    font-size: 14px;
    outline: none;
  }
  button {
    width: 100px;
    border: 0;
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 16px;
    cursor: pointer;
  }
  .hot {
    margin-top: 6px;
    font-size: 12px;
    a {
      color: ${theme.muted};
      margin-right: 12px;
    }
  }
`;

/** Search goes to /goods_search, or /goods_cate when already on the category page (spec §2). */
export function searchUrl(keyword: string, pathname: string): string | null {
  const title = keyword.trim();
  if (!title) return null;
  const page = pathname === '/goods_cate' ? '/goods_cate' : '/goods_search';
  return `${page}?title=${encodeURIComponent(title)}`;
}

const SEARCH_PAGES = new Set(['/goods_search', '/goods_cate']);

/** The keyword a search page was opened with: the box shows it. */
export const searchedKeyword = (url: URL) => (SEARCH_PAGES.has(url.pathname) ? (url.searchParams.get('title') ?? '') : '');

export function SearchBox({ hotKeywords, url }: { hotKeywords: HotKeyword[]; url: URL }) {
  const keyword = searchedKeyword(url);
  const [value, setValue] = useState(keyword);
  useEffect(() => setValue(keyword), [keyword]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { t } = useTranslation();
  // the suggestions are the typing shopper's: asked from the first focus (before any typing)
  const [engaged, setEngaged] = useState(false);
  const suggestions = useSuggestions(value, engaged);
  const showList = open && suggestions.length > 0;
  const go = (keyword: string) => {
    const target = searchUrl(keyword, url.pathname);
    if (target) navigateTo(target);
  };
  const choose = (keyword: string) => {
    setValue(keyword);
    setOpen(false);
    go(keyword);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    choose(showList && active >= 0 ? suggestions[active] : value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!showList || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    const step = e.key === 'ArrowDown' ? 1 : -1;
    // Cycles through 'nothing selected' (-1) and each suggestion.
    const positions = suggestions.length + 1;
    setActive((i) => ((i + 1 + step + positions) % positions) - 1);
  };
  return (
    <div css={searchCss}>
      <form role="search" onSubmit={submit}>
        <input
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={value}
          role="combobox"
          aria-expanded={showList}
          aria-controls="mall-suggest"
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setEngaged(true)}
          onBlur={() => setOpen(false)}
        />
        <button type="submit">{t('search.submit')}</button>
      </form>
      {showList && (
        <ul className="suggest" id="mall-suggest" role="listbox">
          {suggestions.map((s, i) => (
            <li
              key={s}
              role="option"
              aria-selected={i === active}
              // mousedown runs before the input's blur closes the list
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              {s}
            </li>
          ))}
        </ul>
      )}
      <div className="hot">
        {hotKeywords.map((k) => (
          <a
            key={k.keyword}
            href={`/goods_search?title=${encodeURIComponent(k.keyword)}`}
            onClick={(e) => {
              e.preventDefault();
              go(k.keyword);
            }}
          >
            {k.keyword}
          </a>
        ))}
      </div>
    </div>
  );
}
