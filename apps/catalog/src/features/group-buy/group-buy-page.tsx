import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import type { GroupBuyList } from '@mall/api-client';
import { theme } from '@mall/ui';
import { Pagination } from '../common/pagination';
import { GroupBuyCard } from './group-buy-card';

const bannerCss = css`
  height: 120px;
  border-radius: 6px;
  background: linear-gradient(120deg, #ff8a3d, ${theme.priceRed} 60%, #b8141a);
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
    opacity: 0.9;
  }
  ol {
    display: flex;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 14px;
  }
  ol li {
    padding: 6px 14px;
    border: 1px solid rgba(255, 255, 255, 0.6);
    border-radius: 16px;
  }
`;

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 12px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
`;

const emptyCss = css`
  background: #fff;
  padding: 60px 0;
  text-align: center;
  color: ${theme.muted};
`;

/** /goods_combination — the goods on group buy now. */
export function GroupBuyPage() {
  const { list, count, page } = useLoaderData() as GroupBuyList & { page: number };
  return (
    <section data-page="goods-combination">
      <div css={bannerCss}>
        <div>
          <h1>拼团</h1>
          <p>邀请好友一起拼 · 成团享拼团价 · 未成团自动退款</p>
        </div>
        <ol aria-label="拼团流程">
          <li>① 选择商品</li>
          <li>② 开团 / 参团</li>
          <li>③ 邀请好友</li>
          <li>④ 人满成团发货</li>
        </ol>
      </div>
      {list.length > 0 ? (
        <ul css={gridCss} data-testid="group-buy-list">
          {list.map((g) => (
            <GroupBuyCard key={g.id} goods={g} />
          ))}
        </ul>
      ) : (
        <div css={emptyCss}>暂无拼团商品，看看别的活动吧</div>
      )}
      <Pagination page={page} total={count} size={20} href={(p) => `/goods_combination?page=${p}`} />
    </section>
  );
}
