import { css } from '@emotion/react';
import type { TrackEvent } from '@mall/api-client';
import { formatChinaTime, theme } from '@mall/ui';

const STATE_TEXT: Record<TrackEvent['state'], string> = {
  shipped: '已发货',
  collected: '已揽收',
  transit: '运输中',
  delivering: '派送中',
  signed: '已签收',
  note: '商家备注',
};

const timelineCss = css`
  list-style: none;
  margin: 0;
  padding: 0 0 0 8px;
  li {
    position: relative;
    padding: 0 0 22px 28px;
    border-left: 1px solid #e5e5e5;
    color: ${theme.muted};
  }
  li:last-of-type {
    border-left-color: transparent;
  }
  li::before {
    content: '';
    position: absolute;
    left: -6px;
    top: 2px;
    width: 11px;
    height: 11px;
    border-radius: 50%;
    background: #ddd;
  }
  li:first-of-type {
    color: ${theme.text};
  }
  li:first-of-type::before {
    background: ${theme.gold};
    box-shadow: 0 0 0 4px #fdf3dc;
  }
  .state {
    font-weight: 600;
    margin-right: 8px;
  }
  .time {
    font-size: 12px;
    margin-top: 4px;
  }
`;

/** A tracking timeline, newest event first and highlighted. */
export function TrackTimeline({ events }: { events: TrackEvent[] }) {
  if (events.length === 0) return <p className="muted">暂无物流信息</p>;
  return (
    <ol css={timelineCss} data-testid="track-timeline">
      {events.map((e, i) => (
        <li key={`${e.time}-${i}`} data-testid="track-event">
          <div>
            <span className="state">{STATE_TEXT[e.state]}</span>
            {e.message}
          </div>
          <div className="time">{formatChinaTime(e.time)}</div>
        </li>
      ))}
    </ol>
  );
}
