import { css } from '@emotion/react';
import type { TrackEvent } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { formatChinaTime, theme } from '@mall/ui';

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
  const { t } = useTranslation();
  if (events.length === 0) return <p className="muted">{t('logistics.none')}</p>;
  return (
    <ol css={timelineCss} data-testid="track-timeline">
      {events.map((e, i) => (
        <li key={`${e.time}-${i}`} data-testid="track-event">
          <div>
            <span className="state">{t(`logistics.states.${e.state}`)}</span>
            {/* a merchant's note is shown as the merchant wrote it; the mall's own events come in the shopper's language */}
            <span data-testid="track-message" data-authored={e.state === 'note' || undefined}>
              {e.message}
            </span>
          </div>
          <div className="time">{formatChinaTime(e.time)}</div>
        </li>
      ))}
    </ol>
  );
}
