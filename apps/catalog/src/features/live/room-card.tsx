import { css } from '@emotion/react';
import { Link } from 'react-router';
import type { LiveRoomCard } from '@mall/api-client';
import { Avatar, theme } from '@mall/ui';
import { hoverCardCss } from '../common/card-style';
import { countText, liveTime } from './live-format';

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

const BADGE = { 0: '预告', 1: '直播中', 2: '回放' } as const;

/** A room: cover with status and viewers, title, anchor, 去观看. */
export function RoomCard({ room }: { room: LiveRoomCard }) {
  const href = `/livePlayer?id=${room.id}`;
  return (
    <li css={cardCss} data-testid="live-room" data-status={room.status}>
      <Link to={href} className="cover">
        <img src={room.cover} alt={room.title} loading="lazy" />
        <span className="badge" data-status={room.status}>
          {room.status === 0 ? `${liveTime(room.start_time)} 开播` : BADGE[room.status]}
        </span>
        {room.status !== 0 && <span className="viewers">{countText(room.viewers)}人看过</span>}
      </Link>
      <div className="body">
        <Link to={href} className="title" title={room.title}>
          {room.title}
        </Link>
        <div className="row">
          <Link to={`/anchorHome?id=${room.anchor_id}`} className="anchor">
            <Avatar src={room.anchor_avatar} size={22} alt={room.anchor_name} />
            <span>{room.anchor_name}</span>
          </Link>
          <Link to={href} className="go">
            去观看
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
