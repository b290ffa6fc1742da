import { newsApi, type ArticleCategory, type ArticleDetail, type ArticleItem, type Paged } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle, PageTexts } from '../../app/page-meta';
import { orNotFound, requireId } from '../common/route-errors';

export const NEWS_PAGE_SIZE = 10;

export interface NewsListData {
  categories: ArticleCategory[];
  cid?: number;
  page: number;
  articles: Paged<ArticleItem>;
}

/** /news_list?cid=&page=: every category, or one (an unknown one is a 404). */
export async function loadNewsList(api: MallApi, url: string): Promise<NewsListData> {
  const q = new URL(url).searchParams;
  const cid = q.get('cid') ? requireId(q.get('cid')) : undefined;
  const pageText = q.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  const n = newsApi(api);
  const [categories, articles] = await orNotFound(Promise.all([n.categories(), n.list(cid, page, NEWS_PAGE_SIZE)]));
  return { categories, cid, page, articles };
}

export interface NewsDetailData {
  categories: ArticleCategory[];
  article: ArticleDetail;
  latest: ArticleItem[];
}

export async function loadNewsDetail(api: MallApi, idParam: string | undefined): Promise<NewsDetailData> {
  const id = requireId(idParam);
  const n = newsApi(api);
  const [categories, article, latest] = await orNotFound(
    Promise.all([n.categories(), n.detail(id), n.list(undefined, 1, 6)]),
  );
  return { categories, article, latest: latest.list };
}

export const newsListTitle = (d: NewsListData, { t, language }: PageTexts) => {
  const category = d.categories.find((c) => c.id === d.cid);
  const name = category && ((language === 'en' && category.title_en) || category.title);
  return name ? t('news.titleOf', { name }) : t('news.title');
};

/** 2025-01-10 in China. */
export const newsDate = (iso: string) =>
  new Date(iso)
    .toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .replace(/\//g, '-');

/** The news pages' titles and descriptions (with the pages' chunks). */
export const newsListHandle: PageHandle<NewsListData> = {
  title: newsListTitle,
  description: (_, { t }) => t('news.description'),
};
export const newsDetailHandle: PageHandle<NewsDetailData> = {
  title: (d) => d.article.title,
  description: (d) => d.article.synopsis,
};
