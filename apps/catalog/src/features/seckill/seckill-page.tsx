import { css } from '@emotion/react';
import { useLoaderData, useRevalidator } from 'react-router';
import { theme } from '@mall/ui';
import { ActivityListFrame } from '../common/activity-list-frame';
import { ActivityTabs } from '../common/activity-tabs';
import type { SeckillPageData } from './load-seckill';
import { SeckillCard } from './seckill-card';
import { SlotClock } from './slot-clock';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';
import { seckill } from '../../i18n/zh-CN/seckill';

// this module's texts come with its chunk
catalogTexts.add({ home, seckill });

const seckillCss = css`
  .banner {
    background: linear-gradient(120deg, #ff5b3a, ${theme.priceRed} 60%, #b8141a);
  }
`;

const tabsCss = css`
  display: flex;
  background: #2b2b2b;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    flex: 1;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    height: 64px;
    color: #ddd;
  }
  a b {
    font-size: 20px;
  }
  a span {
    font-size: 12px;
    margin-top: 2px;
  }
  a[aria-current='page'] {
    background: ${theme.priceText};
    color: #fff;
  }
`;

const barCss = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  background: #fff;
  padding: 12px 16px;
  margin-bottom: 12px;
  font-size: 14px;
  border-bottom: 1px solid ${theme.border};
  strong {
    color: ${theme.priceText};
    margin-right: 8px;
  }
`;

const SLOT_STATES = { 0: 'ended', 1: 'running', 2: 'upcoming' } as const;

/** /goods_seckill — slot tabs (已结束 / 抢购中 / 即将开始), the chosen slot's countdown and goods. */
export function SeckillPage() {
  const { slots, active, goods } = useLoaderData() as SeckillPageData;
  const revalidator = useRevalidator();
  const slot = slots.list[active];
  const { t } = useCatalogTexts();
  return (
    <ActivityListFrame
      css={seckillCss}
      page="goods-seckill"
      title={t('seckill.title')}
      slogan={t('seckill.slogan')}
      nav={
        <>
          <ActivityTabs
            css={tabsCss}
            testId="seckill-tabs"
            tabs={slots.list.map((w, i) => ({
              to: `/goods_seckill?start=${w.start}`,
              current: i === active,
              state: w.state,
              label: (
                <>
                  <b>{w.start_time}</b>
                  <span>{t(`home.seckill.states.${SLOT_STATES[w.state]}`)}</span>
                </>
              ),
            }))}
          />
          {slot && (
            <div css={barCss} data-testid="slot-bar">
              <span>
                <strong>{t(`home.seckill.states.${SLOT_STATES[slot.state]}`)}</strong>
                {t(`seckill.hint.${SLOT_STATES[slot.state]}`)}
              </span>
              <SlotClock
                slot={slot}
                serverTime={goods?.server_time ?? slots.server_time}
                onEnd={() => void revalidator.revalidate()}
              />
            </div>
          )}
        </>
      }
      listTestId="seckill-list"
      columns={5}
      cards={(goods?.list ?? []).map((g) => (
        <SeckillCard key={g.id} goods={g} />
      ))}
      empty={t('seckill.empty')}
    />
  );
}
