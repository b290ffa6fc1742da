import { css } from '@emotion/react';
import { useState } from 'react';
import type { SeckillList } from '@mall/api-client';
import { Link, useApi } from '@mall/app-kit';
import { formatYuan, Price, theme } from '@mall/ui';
import { ProgressBar } from '../seckill/progress-bar';
import { SlotClock } from '../seckill/slot-clock';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';
import { loadSeckillStrip } from './load-home';

// this module's texts come with its chunk
catalogTexts.add({ home });

const stripCss = css`
  display: flex;
  align-items: stretch;
  gap: 12px;
  margin: 16px 0;
  .head {
    width: 200px;
    flex: none;
    border-radius: 6px;
    color: #fff;
    background: linear-gradient(160deg, #ff6a4d, ${theme.priceRed} 60%, #b8141a);
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    gap: 10px;
    padding: 16px 0;
  }
  .head > b {
    font-size: 26px;
    letter-spacing: 4px;
  }
  .head .slot {
    font-size: 14px;
  }
  .head a {
    color: #fff;
    font-size: 12px;
    border: 1px solid rgba(255, 255, 255, 0.8);
    border-radius: 10px;
    padding: 0 12px;
    line-height: 20px;
  }
  ul {
    flex: 1;
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 12px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    background: #fff;
    border-radius: 6px;
    padding: 10px 12px 12px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  li img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    display: block;
    background: #f5f5f5;
  }
  .name {
    font-size: 13px;
    color: ${theme.text};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .prices {
    display: flex;
    align-items: baseline;
    gap: 6px;
  }
  .prices del {
    font-size: 12px;
    color: ${theme.muted};
  }
`;

/** The home page's seckill strip: the running slot, its countdown by the server's clock, five goods with 已抢N%. */
const SLOT_STATES = { 0: 'ended', 1: 'running', 2: 'upcoming' } as const;

/** `initial`: the page's (loaded with it, on the server for the first page); asked again when the countdown ends. */
export function SeckillStrip({ initial }: { initial: SeckillList | null }) {
  const { t } = useCatalogTexts();
  const api = useApi();
  // null when no slot runs
  const [data, setData] = useState(initial);
  if (!data || data.list.length === 0) return null;
  const refresh = () => void loadSeckillStrip(api).then(setData, () => setData(null));
  return (
    <section css={stripCss} data-testid="seckill-strip" data-state={data.slot.state}>
      <div className="head">
        <b>{t('home.seckill.title')}</b>
        <span className="slot">
          {t('home.seckill.slot', { time: data.slot.start_time })} ·{' '}
          {t(`home.seckill.states.${SLOT_STATES[data.slot.state]}`)}
        </span>
        <SlotClock slot={data.slot} serverTime={data.server_time} tone="light" onEnd={refresh} />
        <Link to="/goods_seckill">{t('home.seckill.more')}</Link>
      </div>
      <ul>
        {data.list.map((g) => (
          <li key={g.id} data-testid="seckill-strip-goods">
            <Link to={`/goods_seckill_detail/${g.id}`}>
              <img src={g.image} alt={g.store_name} loading="lazy" />
            </Link>
            <Link to={`/goods_seckill_detail/${g.id}`} className="name" title={g.store_name} data-authored>
              {g.store_name}
            </Link>
            <div className="prices">
              <Price fen={g.price} size={18} />
              <del>¥{formatYuan(g.ot_price)}</del>
            </div>
            <ProgressBar percent={g.percent} />
          </li>
        ))}
      </ul>
    </section>
  );
}
