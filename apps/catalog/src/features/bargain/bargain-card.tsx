import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { BargainCard as Card } from '@mall/api-client';
import { theme } from '@mall/ui';
import { ActivityCard } from '../common/activity-card';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { seckill } from '../../i18n/zh-CN/seckill';
import { bargain } from '../../i18n/zh-CN/bargain';

// this module's texts come with its chunk
catalogTexts.add({ seckill, bargain });

const bargainCss = css`
  .meta {
    display: flex;
    justify-content: space-between;
    font-size: 12px;
    color: ${theme.muted};
  }
  .go {
    background: linear-gradient(90deg, #ff7a45, ${theme.priceRed});
  }
`;

/** Bargain goods: image, lowest price it can reach, original price, helps needed, 去砍价. */
export function BargainCard({ goods }: { goods: Card }) {
  const href = `/goods_bargain_detail/${goods.id}`;
  const { t } = useCatalogTexts();
  return (
    <ActivityCard
      css={bargainCss}
      testId="bargain-card"
      href={href}
      goods={goods}
      badge={t('bargain.helpsToFloor', { count: goods.help_num })}
      priceLabel={t('bargain.lowest')}
      price={goods.min_price}
      listPrice={goods.price}
    >
      <div className="meta">
        <span>{t('bargain.people', { count: goods.people })}</span>
        <span>
          {withNode(
            t('seckill.left', { count: goods.stock, unit: NODE }),
            <span data-authored>{goods.unit_name}</span>,
          )}
        </span>
      </div>
      <Link to={href} className="go">
        {t('bargain.go')}
      </Link>
    </ActivityCard>
  );
}
