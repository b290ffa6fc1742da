import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { theme } from '@mall/ui';
import { ActivityListFrame } from '../common/activity-list-frame';
import { ActivityTabs } from '../common/activity-tabs';
import type { PresellPageData } from './load-presell';
import { PresellCard } from './presell-card';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { presell } from '../../i18n/zh-CN/presell';

// this module's texts come with its chunk
catalogTexts.add({ presell });

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
  { type: 0, text: 'upcoming' },
  { type: 1, text: 'running' },
  { type: 2, text: 'ended' },
] as const;

/** /goods_presell — tabs 未开始 / 正在进行 / 已结束 and the presell goods of the chosen one. */
export function PresellPage() {
  const { type, goods } = useLoaderData() as PresellPageData;
  const { t } = useCatalogTexts();
  return (
    <ActivityListFrame
      css={presellCss}
      page="goods-presell"
      title={t('presell.title')}
      slogan={t('presell.slogan')}
      nav={
        <ActivityTabs
          css={tabsCss}
          testId="presell-tabs"
          tabs={TABS.map((tab) => ({
            to: `/goods_presell?type=${tab.type}`,
            current: tab.type === type,
            label: t(`presell.tabs.${tab.text}`),
          }))}
        />
      }
      listTestId="presell-list"
      columns={4}
      cards={goods.list.map((g) => (
        <PresellCard key={g.id} goods={g} />
      ))}
      empty={t('presell.empty')}
    />
  );
}
