import { css } from '@emotion/react';
import { Link, useLoaderData } from 'react-router';
import { theme } from '@mall/ui';
import { newsDate, type NewsDetailData } from './load-news';
import { newsLayoutCss } from './news-list-page';
import { NewsSide } from './news-side';

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
  return (
    <section data-page="news-detail" css={newsLayoutCss}>
      <NewsSide categories={categories} cid={article.cid} />
      <article className="main" css={articleCss}>
        <div className="crumb">
          <Link to="/news_list">资讯中心</Link> &gt;{' '}
          <Link to={`/news_list?cid=${article.cid}`}>{article.category.title}</Link>
        </div>
        <h1>{article.title}</h1>
        <div className="meta">
          <span>作者：{article.author}</span>
          <span>发布时间：{newsDate(article.create_time)}</span>
          <span>浏览：{article.visit}</span>
        </div>
        <div className="content" data-testid="news-content" dangerouslySetInnerHTML={{ __html: article.content }} />
        <div css={latestCss}>
          <h3>最新资讯</h3>
          <ul>
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
