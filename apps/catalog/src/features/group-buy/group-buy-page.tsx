import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import type { GroupBuyList } from '@mall/api-client';
import { theme } from '@mall/ui';
import { ActivityListFrame } from '../common/activity-list-frame';
import { Pagination } from '../common/pagination';
import { GroupBuyCard } from './group-buy-card';

const groupBuyCss = css`
  .banner {
    background: linear-gradient(120deg, #ff8a3d, ${theme.priceRed} 60%, #b8141a);
  }
  .banner ol li {
    border: 1px solid rgba(255, 255, 255, 0.6);
  }
  .grid {
    margin-bottom: 16px;
  }
`;

/** /goods_combination — the goods on group buy now. */
export function GroupBuyPage() {
  const { list, count, page } = useLoaderData() as GroupBuyList & { page: number };
  return (
    <ActivityListFrame
      css={groupBuyCss}
      page="goods-combination"
      title="拼团"
      slogan="邀请好友一起拼 · 成团享拼团价 · 未成团自动退款"
      steps={{ label: '拼团流程', items: ['① 选择商品', '② 开团 / 参团', '③ 邀请好友', '④ 人满成团发货'] }}
      listTestId="group-buy-list"
      columns={5}
      cards={list.map((g) => (
        <GroupBuyCard key={g.id} goods={g} />
      ))}
      empty="暂无拼团商品，看看别的活动吧"
      pagination={<Pagination page={page} total={count} size={20} href={(p) => `/goods_combination?page=${p}`} />}
    />
  );
}
