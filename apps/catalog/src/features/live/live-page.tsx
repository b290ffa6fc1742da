import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { Pagination } from '../common/pagination';
import { LIVE_PAGE_SIZE, type LivePageData } from './load-live';
import { RoomCard, roomGridCss } from './room-card';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { live } from '../../i18n/zh-CN/live';

// this module's texts come with its chunk
catalogTexts.add({ live });

const bannerCss = css`
  height: 120px;
  border-radius: 6px;
  background: linear-gradient(120deg, #ffcf4a, ${theme.gold} 45%, #e8831a);
  color: #fff;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 0 48px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: 34px;
    letter-spacing: 4px;
  }
  p {
    margin: 8px 0 0;
    opacity: 0.95;
  }
`;

const tabsCss = css`
  display: flex;
  gap: 8px;
  background: #fff;
  padding: 12px 16px;
  margin-bottom: 16px;
  a {
    padding: 0 20px;
    line-height: 32px;
    border-radius: 16px;
    color: ${theme.text};
    font-size: 14px;
  }
  a[aria-current='page'] {
    background: ${theme.gold};
    color: ${theme.text};
  }
`;

const emptyCss = css`
  background: #fff;
  padding: 60px 0;
  text-align: center;
  color: ${theme.muted};
`;

const TABS = [
  [1, 'live'],
  [0, 'upcoming'],
  [2, 'replays'],
] as const;

const EMPTY = { 0: 'upcoming', 1: 'live', 2: 'replays' } as const;

/** /live — rooms by status: cards with cover, anchor, viewers and 去观看. */
export function LivePage() {
  const { status, page, rooms } = useLoaderData() as LivePageData;
  const { t } = useCatalogTexts();
  return (
    <section data-page="live">
      <div css={bannerCss}>
        <h1>{t('live.title')}</h1>
        <p>{t('live.slogan')}</p>
      </div>
      <nav css={tabsCss} aria-label={t('live.tabsLabel')} data-testid="live-tabs">
        {TABS.map(([s, label]) => (
          <Link key={s} to={`/live?status=${s}`} aria-current={s === status ? 'page' : undefined} replace>
            {t(`live.tabs.${label}`)}
          </Link>
        ))}
      </nav>
      {rooms.list.length > 0 ? (
        <ul css={roomGridCss} data-testid="live-rooms">
          {rooms.list.map((r) => (
            <RoomCard key={r.id} room={r} />
          ))}
        </ul>
      ) : (
        <div css={emptyCss}>{t(`live.empty.${EMPTY[status]}`)}</div>
      )}
      <Pagination
        page={page}
        total={rooms.count}
        size={LIVE_PAGE_SIZE}
        href={(p) => `/live?status=${status}&page=${p}`}
      />
    </section>
  );
}
