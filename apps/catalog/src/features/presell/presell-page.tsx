import { css } from '@emotion/react';
import { Link, useLoaderData } from 'react-router';
import { theme } from '@mall/ui';
import type { PresellPageData } from './load-presell';
import { PresellCard } from './presell-card';

const bannerCss = css`
  height: 120px;
  border-radius: 6px;
  background: linear-gradient(120deg, #f7c948, ${theme.gold} 55%, #d48806);
  color: #fff;
  display: flex;
  align-items: center;
  padding: 0 48px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: 34px;
    letter-spacing: 4px;
  }
  p {
    margin: 8px 0 0;
    opacity: 0.95;
  }
`;

const tabsCss = css`
  display: flex;
  background: #fff;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  border-bottom: 2px solid ${theme.gold};
  a {
    display: block;
    width: 160px;
    line-height: 48px;
    text-align: center;
    font-size: 16px;
    color: ${theme.text};
  }
  a[aria-current='page'] {
    background: ${theme.gold};
    color: #fff;
    font-weight: 600;
  }
`;

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const emptyCss = css`
  background: #fff;
  padding: 60px 0;
  text-align: center;
  color: ${theme.muted};
`;

const TABS = [
  { type: 0, text: '未开始' },
  { type: 1, text: '正在进行' },
  { type: 2, text: '已结束' },
] as const;

/** /goods_presell — tabs 未开始 / 正在进行 / 已结束 and the presell goods of the chosen one. */
export function PresellPage() {
  const { type, goods } = useLoaderData() as PresellPageData;
  return (
    <section data-page="goods-presell">
      <div css={bannerCss}>
        <div>
          <h1>新品预售</h1>
          <p>付定金锁定预售价 · 尾款时间内支付 · 准时发货</p>
        </div>
      </div>
      <ul css={tabsCss} role="tablist" data-testid="presell-tabs">
        {TABS.map((t) => (
          <li key={t.type}>
            <Link to={`/goods_presell?type=${t.type}`} aria-current={t.type === type ? 'page' : undefined} replace>
              {t.text}
            </Link>
          </li>
        ))}
      </ul>
      {goods.list.length > 0 ? (
        <ul css={gridCss} data-testid="presell-list">
          {goods.list.map((g) => (
            <PresellCard key={g.id} goods={g} />
          ))}
        </ul>
      ) : (
        <div css={emptyCss}>暂无预售商品</div>
      )}
    </section>
  );
}
