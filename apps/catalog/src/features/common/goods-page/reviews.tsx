import { css } from '@emotion/react';
import { useState } from 'react';
import { catalogApi, type ReplyPage, type ReplyType } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { pageWindow } from '../pagination';
import { catalogTexts, useCatalogTexts } from '../../../i18n/catalog-texts';
import { goods } from '../../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ goods });

const reviewsCss = css`
  .summary {
    display: flex;
    align-items: center;
    gap: 24px;
    padding: 16px 0;
    border-bottom: 1px solid ${theme.border};
  }
  .rate {
    font-size: 13px;
    color: ${theme.muted};
  }
  .rate b {
    font-size: 28px;
    color: ${theme.priceText};
    margin-right: 2px;
  }
  .types button {
    margin-right: 10px;
    padding: 4px 14px;
    border: 1px solid #ddd;
    background: #fff;
    cursor: pointer;
    font-size: 13px;
  }
  .types button[aria-pressed='true'] {
    border-color: ${theme.gold};
    color: ${theme.goldText};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    display: flex;
    gap: 16px;
    padding: 16px 0;
    border-bottom: 1px solid ${theme.border};
    font-size: 13px;
  }
  .who {
    width: 120px;
    flex: none;
    color: ${theme.muted};
  }
  .stars {
    color: ${theme.goldText};
    letter-spacing: 2px;
  }
  .comment {
    margin: 6px 0;
    line-height: 22px;
  }
  .pics {
    display: flex;
    gap: 8px;
  }
  .pics img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border: 1px solid ${theme.border};
  }
  .meta {
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 6px;
  }
  .reply {
    background: #fafafa;
    padding: 8px;
    margin-top: 8px;
    color: #666;
  }
  .pager {
    display: flex;
    gap: 6px;
    justify-content: center;
    padding: 16px 0 0;
  }
  .pager button {
    min-width: 32px;
    height: 30px;
    border: 1px solid #ddd;
    background: #fff;
    cursor: pointer;
  }
  .pager button[aria-current='page'] {
    background: ${theme.gold};
    border-color: ${theme.gold};
    color: ${theme.text};
  }
  .empty {
    padding: 40px 0;
    text-align: center;
    color: ${theme.muted};
  }
`;

const SIZE = 10;
const dateText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
  }).format(new Date(iso));

/** 累计评论: 全部 / 好评 / 中评 / 差评, paged, with photos and the shop's replies. */
export function Reviews({ productId, first }: { productId: number; first: ReplyPage }) {
  const api = useApi();
  const { t, language } = useCatalogTexts();
  const [view, setView] = useState({ type: 'count' as ReplyType, page: 1, data: first, error: '' });
  const load = (type: ReplyType, page: number) =>
    catalogApi(api)
      .replies(productId, type, page, SIZE)
      .then(
        (data) => setView({ type, page, data, error: '' }),
        (err: Error) => setView((v) => ({ ...v, error: err.message || t('goods.reviews.failed') })),
      );
  const { stat } = first;
  const types: [ReplyType, string, number][] = [
    ['count', t('goods.reviews.all'), stat.count],
    ['best', t('goods.reviews.best'), stat.best],
    ['middle', t('goods.reviews.middle'), stat.middle],
    ['negative', t('goods.reviews.negative'), stat.negative],
  ];
  const pages = Math.ceil(view.data.count / SIZE);
  return (
    <div css={reviewsCss} data-testid="reviews">
      <div className="summary">
        <div className="rate">
          <b>{stat.rate}%</b>
          {t('goods.reviews.rate')}
        </div>
        <div className="types">
          {types.map(([type, label, n]) => (
            <button key={type} type="button" aria-pressed={view.type === type} onClick={() => void load(type, 1)}>
              {label}({n})
            </button>
          ))}
        </div>
      </div>
      {view.error && <div className="empty">{view.error}</div>}
      {view.data.list.length === 0 ? (
        <div className="empty">{t('goods.reviews.empty')}</div>
      ) : (
        <ul>
          {view.data.list.map((r) => (
            <li key={r.reply_id} data-testid="review">
              <div className="who" data-authored>
                {r.nickname}
              </div>
              <div>
                <div className="stars" aria-label={t('goods.reviews.stars', { count: r.product_score })}>
                  {'★'.repeat(r.product_score)}
                  {'☆'.repeat(5 - r.product_score)}
                </div>
                <div className="comment" data-authored>
                  {r.comment}
                </div>
                {r.pics.length > 0 && (
                  <div className="pics">
                    {r.pics.map((src) => (
                      <img key={src} src={src} alt={t('goods.reviews.picture')} loading="lazy" />
                    ))}
                  </div>
                )}
                <div className="meta">
                  {dateText(r.create_time, language)} {r.sku && <span data-authored>· {r.sku}</span>}
                </div>
                {r.merchant_reply_content && (
                  <div className="reply">
                    {t('goods.reviews.merchantReply')}
                    <span data-authored>{r.merchant_reply_content}</span>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="pager">
          {pageWindow(view.page, pages).map((p, i) =>
            p === '…' ? (
              <span key={`g${i}`}>…</span>
            ) : (
              <button
                key={p}
                type="button"
                aria-current={p === view.page ? 'page' : undefined}
                onClick={() => void load(view.type, p)}
              >
                {p}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
