import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { LiveRoomCard } from '@mall/api-client';
import { Avatar, theme } from '@mall/ui';
import { hoverCardCss } from '../common/card-style';
import { countText, liveTime } from './live-format';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { live } from '../../i18n/zh-CN/live';

// this module's texts come with its chunk
catalogTexts.add({ live });

const cardCss = css`
  ${hoverCardCss};
  border-radius: 6px;
  overflow: hidden;
  .cover {
    position: relative;
    display: block;
    aspect-ratio: 16 / 9;
    background: #222;
  }
  .cover img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .badge {
    position: absolute;
    left: 8px;
    top: 8px;
    padding: 0 8px;
    line-height: 22px;
    border-radius: 11px;
    font-size: 12px;
    color: #fff;
    background: rgba(0, 0, 0, 0.55);
  }
  .badge[data-status='1'] {
    background: ${theme.priceText};
  }
  .badge[data-status='0'] {
    background: #20a162;
  }
  .viewers {
    position: absolute;
    right: 8px;
    bottom: 8px;
    font-size: 12px;
    color: #fff;
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
  }
  .body {
    padding: 10px 12px 12px;
  }
  .title {
    display: block;
    font-size: 14px;
    color: ${theme.text};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-top: 10px;
    font-size: 12px;
    color: ${theme.muted};
  }
  .anchor {
    display: flex;
    align-items: center;
    gap: 6px;
    color: #666;
    min-width: 0;
  }
  .go {
    flex: none;
    padding: 0 14px;
    line-height: 26px;
    border-radius: 13px;
    color: ${theme.text};
    background: ${theme.gold};
  }
`;

const BADGE = { 0: 'upcoming', 1: 'live', 2: 'replay' } as const;

/** A room: cover with status and viewers, title, anchor, 去观看. */
export function RoomCard({ room }: { room: LiveRoomCard }) {
  const href = `/livePlayer?id=${room.id}`;
  const { t, language } = useCatalogTexts();
  return (
    <li css={cardCss} data-testid="live-room" data-status={room.status}>
      <Link to={href} className="cover">
        <img src={room.cover} alt={room.title} loading="lazy" />
        <span className="badge" data-status={room.status}>
          {room.status === 0
            ? t('live.startsAt', { time: liveTime(room.start_time) })
            : t(`live.badge.${BADGE[room.status]}`)}
        </span>
        {room.status !== 0 && (
          <span className="viewers">{t('live.viewers', { count: countText(room.viewers, language) })}</span>
        )}
      </Link>
      <div className="body">
        <Link to={href} className="title" title={room.title} data-authored>
          {room.title}
        </Link>
        <div className="row">
          <Link to={`/anchorHome?id=${room.anchor_id}`} className="anchor">
            <Avatar src={room.anchor_avatar} size={22} alt={room.anchor_name} />
            <span data-authored>{room.anchor_name}</span>
          </Link>
          <Link to={href} className="go">
            {t('live.watch')}
          </Link>
        </div>
      </div>
    </li>
  );
}

export const roomGridCss = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
`;
