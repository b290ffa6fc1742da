import { css } from '@emotion/react';
import { useState } from 'react';
import type { GoodsShow, ReplyPage } from '@mall/api-client';
import { theme } from '@mall/ui';
import { Reviews } from './reviews';
import { catalogTexts, useCatalogTexts } from '../../../i18n/catalog-texts';
import { goods } from '../../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ goods });

const tabsCss = css`
  background: #fff;
  border: 1px solid ${theme.border};
  margin-top: 16px;
  [role='tablist'] {
    display: flex;
    background: #f7f7f7;
    border-bottom: 1px solid ${theme.border};
  }
  [role='tab'] {
    padding: 0 28px;
    height: 44px;
    border: 0;
    background: none;
    font-size: 14px;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    background: #fff;
    color: ${theme.priceText};
    border-top: 2px solid ${theme.priceRed};
  }
  [role='tabpanel'] {
    padding: 16px 24px 24px;
  }
  .content {
    text-align: center;
    font-size: 14px;
    line-height: 1.8;
  }
  .content img {
    max-width: 750px;
    display: block;
    margin: 0 auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 13px;
  }
  th,
  td {
    border: 1px solid ${theme.border};
    padding: 10px 16px;
    text-align: left;
  }
  th {
    width: 200px;
    background: #fafafa;
    color: ${theme.muted};
    font-weight: normal;
  }
`;

type Tab = 'content' | 'params' | 'reviews';

/** 产品详情 (the shop's HTML, sanitised by the API), 商品参数, 累计评论. */
export function DetailTabs({ productId, show, replies }: { productId: number; show: GoodsShow; replies: ReplyPage }) {
  const [tab, setTab] = useState<Tab>('content');
  const { t } = useCatalogTexts();
  const tabs: [Tab, string][] = [
    ['content', t('goods.tabs.content')],
    ['params', t('goods.tabs.params')],
    ['reviews', t('goods.tabs.reviews', { count: replies.stat.count })],
  ];
  return (
    <div css={tabsCss}>
      <div role="tablist">
        {tabs.map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'content' && (
          <div
            className="content"
            data-testid="goods-content"
            data-authored
            dangerouslySetInnerHTML={{ __html: show.content }}
          />
        )}
        {tab === 'params' && (
          <table data-testid="goods-params" data-authored>
            <tbody>
              {show.params.map((p) => (
                <tr key={p.name}>
                  <th>{p.name}</th>
                  <td>{p.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {tab === 'reviews' && <Reviews productId={productId} first={replies} />}
      </div>
    </div>
  );
}
