import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { GroupBuyCard as Card } from '@mall/api-client';
import { theme } from '@mall/ui';
import { ActivityCard } from '../common/activity-card';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { groupBuy } from '../../i18n/zh-CN/group-buy';

// this module's texts come with its chunk
catalogTexts.add({ groupBuy });

const groupBuyCss = css`
  .badge {
    top: 8px;
    padding: 0 8px;
    line-height: 22px;
    border-radius: 0 11px 11px 0;
  }
  .prices .label {
    font-size: 12px;
    color: ${theme.priceText};
  }
  .foot {
    display: flex;
    align-items: center;
    justify-content: space-between;
    font-size: 12px;
    color: ${theme.muted};
  }
  .go {
    padding: 0 14px;
    line-height: 30px;
    border-radius: 15px;
    font-size: 13px;
  }
`;

/** A group-buy goods: image with its group size, group and normal price, pieces sold, 去开团. */
export function GroupBuyCard({ goods }: { goods: Card }) {
  const href = `/goods_combination_detail/${goods.id}`;
  const { t } = useCatalogTexts();
  return (
    <ActivityCard
      css={groupBuyCss}
      testId="group-buy-card"
      href={href}
      goods={goods}
      badge={t('groupBuy.size', { count: goods.people })}
      priceLabel={t('groupBuy.price')}
      price={goods.price}
      listPrice={goods.ot_price}
    >
      <div className="foot">
        <span>
          {withNode(
            t('groupBuy.cardSold', { count: goods.sales, unit: NODE }),
            <span data-authored>{goods.unit_name}</span>,
          )}
        </span>
        <Link to={href} className="go">
          {t('groupBuy.go')}
        </Link>
      </div>
    </ActivityCard>
  );
}
