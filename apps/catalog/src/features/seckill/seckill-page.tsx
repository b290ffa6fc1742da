import { css } from '@emotion/react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { theme } from '@mall/ui';
import type { SeckillPageData } from './load-seckill';
import { SeckillCard } from './seckill-card';
import { SlotClock } from './slot-clock';

const bannerCss = css`
  height: 120px;
  border-radius: 6px;
  background: linear-gradient(120deg, #ff5b3a, ${theme.priceRed} 60%, #b8141a);
  color: #fff;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 48px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: 34px;
    letter-spacing: 4px;
  }
  p {
    margin: 8px 0 0;
    opacity: 0.9;
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
    background: ${theme.priceRed};
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
    color: ${theme.priceRed};
    margin-right: 8px;
  }
`;

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const emptyCss = css`
  background: #fff;
  padding: 60px 0;
  text-align: center;
  color: ${theme.muted};
`;

/** /goods_seckill — slot tabs (已结束 / 抢购中 / 即将开始), the chosen slot's countdown and goods. */
export function SeckillPage() {
  const { slots, active, goods } = useLoaderData() as SeckillPageData;
  const revalidator = useRevalidator();
  const slot = slots.list[active];
  return (
    <section data-page="goods-seckill">
      <div css={bannerCss}>
        <div>
          <h1>限时秒杀</h1>
          <p>每日整点开抢 · 好货低至5折 · 抢完即止</p>
        </div>
      </div>
      <ul css={tabsCss} role="tablist" data-testid="seckill-tabs">
        {slots.list.map((w, i) => (
          <li key={w.start}>
            <Link to={`/goods_seckill?start=${w.start}`} aria-current={i === active ? 'page' : undefined} data-state={w.state} replace>
              <b>{w.start_time}</b>
              <span>{w.state_text}</span>
            </Link>
          </li>
        ))}
      </ul>
      {slot && (
        <div css={barCss} data-testid="slot-bar">
          <span>
            <strong>{slot.state_text}</strong>
            {slot.state === 1 ? '先下单先得哦' : slot.state === 2 ? '开抢前记得来看看' : '本场活动已结束，看看别的场次吧'}
          </span>
          <SlotClock slot={slot} serverTime={goods?.server_time ?? slots.server_time} onEnd={() => void revalidator.revalidate()} />
        </div>
      )}
      {goods && goods.list.length > 0 ? (
        <ul css={gridCss} data-testid="seckill-list">
          {goods.list.map((g) => (
            <SeckillCard key={g.id} goods={g} />
          ))}
        </ul>
      ) : (
        <div css={emptyCss}>本场暂无秒杀商品</div>
      )}
    </section>
  );
}
