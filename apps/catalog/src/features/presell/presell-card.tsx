import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { PresellCard as Card } from '@mall/api-client';
import { formatYuan, theme } from '@mall/ui';
import { ActivityCard } from '../common/activity-card';
import { timeText, TYPE_TEXT } from './presell-text';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { presell } from '../../i18n/zh-CN/presell';

// this module's texts come with its chunk
catalogTexts.add({ presell });

const presellCss = css`
  .badge {
    background: ${theme.gold};
  }
  .deposit {
    font-size: 12px;
    color: ${theme.priceText};
    background: #fff1f0;
    padding: 3px 6px;
  }
  .time {
    font-size: 12px;
    color: ${theme.muted};
    line-height: 18px;
  }
`;

const GO_TEXT = { 0: 'soon', 1: 'book', 2: 'ended' } as const;
const TONE = { 0: 'soon', 1: undefined, 2: 'off' } as const;

/** A presell goods: image, kind, presell price, deposit (定金预售), the window and its button. */
export function PresellCard({ goods }: { goods: Card }) {
  const href = `/goods_presell_detail/${goods.id}`;
  const deposit = goods.presell_type === 2;
  const { t } = useCatalogTexts();
  return (
    <ActivityCard
      css={presellCss}
      testId="presell-card"
      data-state={goods.state}
      href={href}
      goods={goods}
      badge={t(`presell.type.${TYPE_TEXT[goods.presell_type]}`)}
      priceLabel={t('presell.price')}
      price={goods.price}
      listPrice={goods.ot_price}
    >
      {deposit ? (
        <div className="deposit" data-testid="card-deposit">
          {t('presell.cardDeposit', { deposit: formatYuan(goods.deposit), final: formatYuan(goods.final_price) })}
        </div>
      ) : (
        <div className="deposit">
          {withNode(
            t('presell.cardFull', { count: goods.sales, unit: NODE }),
            <span data-authored>{goods.unit_name}</span>,
          )}
        </div>
      )}
      <div className="time">
        {t(deposit ? 'presell.cardDepositTime' : 'presell.cardTime', {
          from: timeText(goods.start_time),
          to: timeText(goods.end_time),
        })}
        {deposit && (
          <>
            <br />
            {t('presell.cardFinalTime', { from: timeText(goods.final_start_time), to: timeText(goods.final_end_time) })}
          </>
        )}
      </div>
      <Link to={href} className="go" data-tone={TONE[goods.state]}>
        {t(`presell.go.${GO_TEXT[goods.state]}`)}
      </Link>
    </ActivityCard>
  );
}
