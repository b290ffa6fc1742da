import { useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@mall/shared-state';
import { theme } from '@mall/ui';

const searchCss = css`
  width: 640px;
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
    color: #fff;
    font-size: 16px;
    cursor: pointer;
  }
  .hot {
    margin-top: 6px;
    font-size: 12px;
    a {
      color: #999;
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

export function SearchBox({ hotKeywords, pathname }: { hotKeywords: { keyword: string }[]; pathname: string }) {
  const [value, setValue] = useState('');
  const { t } = useTranslation();
  const go = (keyword: string) => {
    const url = searchUrl(keyword, typeof window === 'undefined' ? pathname : window.location.pathname);
    if (url) navigateTo(url);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(value);
  };
  return (
    <div css={searchCss}>
      <form role="search" onSubmit={submit}>
        <input
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit">{t('search.submit')}</button>
      </form>
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
