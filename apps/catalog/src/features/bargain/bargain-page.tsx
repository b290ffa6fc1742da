import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { theme } from '@mall/ui';
import { ActivityListFrame } from '../common/activity-list-frame';
import { Pagination } from '../common/pagination';
import { BargainCard } from './bargain-card';
import type { BargainPageData } from './load-bargain';

const PAGE_SIZE = 20;

const bargainCss = css`
  .banner {
    background: linear-gradient(120deg, #ff9c6e, ${theme.priceRed} 60%, #c41d1d);
  }
  .banner p {
    opacity: 0.95;
  }
  .banner ol li {
    background: rgba(255, 255, 255, 0.18);
  }
`;

/** /goods_bargain — the goods open for bargains, four to a row. */
export function BargainPage() {
  const { goods, page } = useLoaderData() as BargainPageData;
  return (
    <ActivityListFrame
      css={bargainCss}
      page="goods-bargain"
      title="砍价免费拿"
      slogan="邀请好友帮忙砍一刀，砍到底价立即购买"
      steps={{ label: '砍价流程', items: ['① 选择商品发起砍价', '② 分享给好友帮砍', '③ 砍到心仪价格下单'] }}
      listTestId="bargain-list"
      columns={4}
      cards={goods.list.map((g) => (
        <BargainCard key={g.id} goods={g} />
      ))}
      empty="暂无砍价商品"
      pagination={
        <Pagination
          page={page}
          total={goods.count}
          size={PAGE_SIZE}
          href={(p) => (p > 1 ? `/goods_bargain?page=${p}` : '/goods_bargain')}
        />
      }
    />
  );
}
