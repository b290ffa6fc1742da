import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { theme } from '@mall/ui';
import { Pagination } from '../common/pagination';
import { BargainCard } from './bargain-card';
import type { BargainPageData } from './load-bargain';

const PAGE_SIZE = 20;

const bannerCss = css`
  height: 120px;
  border-radius: 6px;
  background: linear-gradient(120deg, #ff9c6e, ${theme.priceRed} 60%, #c41d1d);
  color: #fff;
  display: flex;
  align-items: center;
  justify-content: space-between;
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
  ol {
    display: flex;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 14px;
  }
  li {
    padding: 6px 14px;
    border-radius: 16px;
    background: rgba(255, 255, 255, 0.18);
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

/** /goods_bargain — the goods open for bargains, four to a row. */
export function BargainPage() {
  const { goods, page } = useLoaderData() as BargainPageData;
  return (
    <section data-page="goods-bargain">
      <div css={bannerCss}>
        <div>
          <h1>砍价免费拿</h1>
          <p>邀请好友帮忙砍一刀，砍到底价立即购买</p>
        </div>
        <ol aria-label="砍价流程">
          <li>① 选择商品发起砍价</li>
          <li>② 分享给好友帮砍</li>
          <li>③ 砍到心仪价格下单</li>
        </ol>
      </div>
      {goods.list.length > 0 ? (
        <ul css={gridCss} data-testid="bargain-list">
          {goods.list.map((g) => (
            <BargainCard key={g.id} goods={g} />
          ))}
        </ul>
      ) : (
        <div css={emptyCss}>暂无砍价商品</div>
      )}
      <Pagination
        page={page}
        total={goods.count}
        size={PAGE_SIZE}
        href={(p) => (p > 1 ? `/goods_bargain?page=${p}` : '/goods_bargain')}
      />
    </section>
  );
}
