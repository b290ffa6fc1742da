import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { newsDate, type NewsDetailData } from './load-news';
export { newsDetailHandle } from './load-news';
import { newsLayoutCss } from './news-list-page';
import { NewsSide } from './news-side';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useEnglishName } from '../../i18n/api-names';
import { NODE, withNode } from '../../i18n/with-node';
import { news } from '../../i18n/zh-CN/news';

// this module's texts come with its chunk
catalogTexts.add({ news });

const articleCss = css`
  h1 {
    margin: 16px 0 12px;
    font-size: 24px;
    text-align: center;
  }
  .meta {
    text-align: center;
    color: ${theme.muted};
    font-size: 12px;
    padding-bottom: 16px;
    border-bottom: 1px solid ${theme.border};
  }
  .meta span + span {
    margin-left: 20px;
  }
  .content {
    padding: 20px 8px;
    font-size: 15px;
    line-height: 1.9;
    color: #333;
  }
  .content img {
    max-width: 100%;
    display: block;
    margin: 12px auto;
  }
  .crumb {
    font-size: 13px;
    color: ${theme.muted};
    padding-top: 8px;
  }
  .crumb a:hover {
    color: ${theme.goldText};
  }
`;

const latestCss = css`
  border-top: 1px solid ${theme.border};
  padding-top: 16px;
  h3 {
    font-size: 15px;
    margin: 0 0 8px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
    font-size: 13px;
    line-height: 28px;
  }
  a:hover {
    color: ${theme.goldText};
  }
`;

/** /news_detail/:id: the article (HTML sanitised by the API), its category, latest news. */
export function NewsDetailPage() {
  const { categories, article, latest } = useLoaderData() as NewsDetailData;
  const { t } = useCatalogTexts();
  const named = useEnglishName();
  return (
    <section data-page="news-detail" css={newsLayoutCss}>
      <NewsSide categories={categories} cid={article.cid} />
      <article className="main" css={articleCss}>
        <div className="crumb">
          <Link to="/news_list">{t('news.centre')}</Link> &gt;{' '}
          <Link to={`/news_list?cid=${article.cid}`}>{named(article.category.title, article.category.title_en)}</Link>
        </div>
        <h1 data-authored>{article.title}</h1>
        <div className="meta">
          <span>{withNode(t('news.author', { name: NODE }), <span data-authored>{article.author}</span>)}</span>
          <span>{t('news.published', { date: newsDate(article.create_time) })}</span>
          <span>{t('news.visits', { count: article.visit })}</span>
        </div>
        <div
          className="content"
          data-testid="news-content"
          data-authored
          dangerouslySetInnerHTML={{ __html: article.content }}
        />
        <div css={latestCss}>
          <h3>{t('news.latest')}</h3>
          <ul data-authored>
            {latest
              .filter((a) => a.id !== article.id)
              .slice(0, 5)
              .map((a) => (
                <li key={a.id}>
                  <Link to={`/news_detail/${a.id}`}>{a.title}</Link>
                </li>
              ))}
          </ul>
        </div>
      </article>
    </section>
  );
}
