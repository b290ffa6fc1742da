import { Link } from '@mall/app-kit';
import type { SeckillCard as Card } from '@mall/api-client';
import { ActivityCard } from '../common/activity-card';
import { BUTTON_TEXT, ProgressBar } from './progress-bar';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { seckill } from '../../i18n/zh-CN/seckill';

// this module's texts come with its chunk
catalogTexts.add({ seckill });

const TONE = { buy: undefined, upcoming: 'soon', sold_out: 'off', ended: 'off' } as const;

/** A goods of a seckill slot: image, title, seckill and normal price, progress, and its button. */
export function SeckillCard({ goods }: { goods: Card }) {
  const href = `/goods_seckill_detail/${goods.id}`;
  const { t } = useCatalogTexts();
  return (
    <ActivityCard
      testId="seckill-card"
      data-button={goods.button}
      href={href}
      goods={goods}
      price={goods.price}
      listPrice={goods.ot_price}
    >
      <ProgressBar percent={goods.percent} />
      <Link to={href} className="go" data-tone={TONE[goods.button]}>
        {t(`seckill.button.${BUTTON_TEXT[goods.button]}`)}
      </Link>
    </ActivityCard>
  );
}
