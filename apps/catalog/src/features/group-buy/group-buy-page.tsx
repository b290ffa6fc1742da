import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import type { GroupBuyList } from '@mall/api-client';
import { theme } from '@mall/ui';
import { ActivityListFrame } from '../common/activity-list-frame';
import { Pagination } from '../common/pagination';
import { GroupBuyCard } from './group-buy-card';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { groupBuy } from '../../i18n/zh-CN/group-buy';

// this module's texts come with its chunk
catalogTexts.add({ groupBuy });

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
  const { t } = useCatalogTexts();
  return (
    <ActivityListFrame
      css={groupBuyCss}
      page="goods-combination"
      title={t('groupBuy.title')}
      slogan={t('groupBuy.slogan')}
      steps={{
        label: t('groupBuy.steps'),
        items: [t('groupBuy.step1'), t('groupBuy.step2'), t('groupBuy.step3'), t('groupBuy.step4')],
      }}
      listTestId="group-buy-list"
      columns={5}
      cards={list.map((g) => (
        <GroupBuyCard key={g.id} goods={g} />
      ))}
      empty={t('groupBuy.empty')}
      pagination={<Pagination page={page} total={count} size={20} href={(p) => `/goods_combination?page=${p}`} />}
    />
  );
}
