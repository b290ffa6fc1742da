import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { Pagination } from '../common/pagination';
import { NEWS_PAGE_SIZE, newsDate, type NewsListData } from './load-news';
export { newsListHandle } from './load-news';
import { NewsSide } from './news-side';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useEnglishName } from '../../i18n/api-names';
import { news } from '../../i18n/zh-CN/news';

// this module's texts come with its chunk
catalogTexts.add({ news });

export const newsLayoutCss = css`
  display: flex;
  gap: 16px;
  .main {
    flex: 1;
    min-width: 0;
    background: #fff;
    padding: 8px 24px 20px;
  }
`;

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    gap: 20px;
    padding: 18px 0;
    border-bottom: 1px solid ${theme.border};
  }
  img {
    width: 200px;
    height: 113px;
    object-fit: cover;
    flex: none;
    border-radius: 4px;
    background: #f5f5f5;
  }
  .body {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
  h2 {
    margin: 4px 0 10px;
    font-size: 17px;
    font-weight: 600;
  }
  h2 a {
    color: ${theme.text};
  }
  h2 a:hover {
    color: ${theme.goldText};
  }
  p {
    margin: 0;
    color: #666;
    font-size: 13px;
    line-height: 22px;
  }
  .meta {
    margin-top: auto;
    color: ${theme.muted};
    font-size: 12px;
    display: flex;
    gap: 18px;
  }
`;

const emptyCss = css`
  padding: 80px 0;
  text-align: center;
  color: ${theme.muted};
`;

const headCss = css`
  font-size: 18px;
  margin: 8px 0 0;
  padding-bottom: 12px;
  border-bottom: 2px solid ${theme.gold};
`;

/** /news_list: articles of a category, newest first, paged. */
export function NewsListPage() {
  const { categories, cid, page, articles } = useLoaderData() as NewsListData;
  const { t } = useCatalogTexts();
  const named = useEnglishName();
  const category = categories.find((c) => c.id === cid);
  const name = category ? named(category.title, category.title_en) : t('news.all');
  return (
    <section data-page="news-list" css={newsLayoutCss}>
      <NewsSide categories={categories} cid={cid} />
      <div className="main">
        <h1 css={headCss}>{name}</h1>
        {articles.list.length === 0 ? (
          <div css={emptyCss}>{t('news.empty')}</div>
        ) : (
          <ul css={listCss}>
            {articles.list.map((a) => (
              <li key={a.id} data-testid="news-item">
                <Link to={`/news_detail/${a.id}`}>
                  <img src={a.image_input} alt={a.title} loading="lazy" />
                </Link>
                <div className="body">
                  <h2 data-authored>
                    <Link to={`/news_detail/${a.id}`}>{a.title}</Link>
                  </h2>
                  <p data-authored>{a.synopsis}</p>
                  <div className="meta">
                    <span data-authored>{a.author}</span>
                    <span>{newsDate(a.create_time)}</span>
                    <span>{t('news.views', { count: a.visit })}</span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          total={articles.count}
          size={NEWS_PAGE_SIZE}
          href={(p) =>
            `/news_list?${new URLSearchParams({ ...(cid ? { cid: String(cid) } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`
          }
        />
      </div>
    </section>
  );
}
