import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { theme } from '@mall/ui';
import { ActivityListFrame } from '../common/activity-list-frame';
import { ActivityTabs } from '../common/activity-tabs';
import type { PresellPageData } from './load-presell';
import { PresellCard } from './presell-card';

const presellCss = css`
  .banner {
    background: linear-gradient(120deg, #f7c948, ${theme.gold} 55%, #d48806);
  }
  .banner p {
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
    color: ${theme.text};
    font-weight: 600;
  }
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
    <ActivityListFrame
      css={presellCss}
      page="goods-presell"
      title="新品预售"
      slogan="付定金锁定预售价 · 尾款时间内支付 · 准时发货"
      nav={
        <ActivityTabs
          css={tabsCss}
          testId="presell-tabs"
          tabs={TABS.map((t) => ({ to: `/goods_presell?type=${t.type}`, current: t.type === type, label: t.text }))}
        />
      }
      listTestId="presell-list"
      columns={4}
      cards={goods.list.map((g) => (
        <PresellCard key={g.id} goods={g} />
      ))}
      empty="暂无预售商品"
    />
  );
}
