import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { theme } from '@mall/ui';
import { ActivityListFrame } from '../common/activity-list-frame';
import { Pagination } from '../common/pagination';
import { BargainCard } from './bargain-card';
import type { BargainPageData } from './load-bargain';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { bargain } from '../../i18n/zh-CN/bargain';

// this module's texts come with its chunk
catalogTexts.add({ bargain });

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
  const { t } = useCatalogTexts();
  return (
    <ActivityListFrame
      css={bargainCss}
      page="goods-bargain"
      title={t('bargain.title')}
      slogan={t('bargain.slogan')}
      steps={{
        label: t('bargain.steps'),
        items: [t('bargain.step1'), t('bargain.step2'), t('bargain.step3')],
      }}
      listTestId="bargain-list"
      columns={4}
      cards={goods.list.map((g) => (
        <BargainCard key={g.id} goods={g} />
      ))}
      empty={t('bargain.empty')}
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
