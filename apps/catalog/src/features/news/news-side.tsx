import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { ArticleCategory } from '@mall/api-client';
import { theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useEnglishName } from '../../i18n/api-names';
import { news } from '../../i18n/zh-CN/news';

// this module's texts come with its chunk
catalogTexts.add({ news });

const sideCss = css`
  width: 200px;
  flex: none;
  background: #fff;
  align-self: flex-start;
  h3 {
    margin: 0;
    padding: 0 20px;
    line-height: 48px;
    font-size: 16px;
    color: ${theme.text};
    background: ${theme.gold};
  }
  a {
    display: block;
    padding: 0 20px;
    line-height: 44px;
    font-size: 14px;
    color: ${theme.text};
    border-bottom: 1px solid ${theme.border};
  }
  a:hover,
  a[aria-current='page'] {
    color: ${theme.goldText};
  }
  a[aria-current='page'] {
    font-weight: 600;
    border-left: 3px solid ${theme.gold};
    padding-left: 17px;
  }
`;

/** The news categories; `cid` is the current one (none: 全部资讯). */
export function NewsSide({ categories, cid }: { categories: ArticleCategory[]; cid?: number }) {
  const { t } = useCatalogTexts();
  const named = useEnglishName();
  return (
    <aside css={sideCss} data-testid="news-categories">
      <h3>{t('news.centre')}</h3>
      <Link to="/news_list" aria-current={cid === undefined ? 'page' : undefined}>
        {t('news.all')}
      </Link>
      {categories.map((c) => (
        <Link key={c.id} to={`/news_list?cid=${c.id}`} aria-current={c.id === cid ? 'page' : undefined}>
          {named(c.title, c.title_en)}
        </Link>
      ))}
    </aside>
  );
}
