import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { clockParts, useCountdown } from './use-countdown';

const clockCss = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 13px;
  white-space: nowrap;
  b {
    display: inline-block;
    min-width: 24px;
    padding: 0 3px;
    line-height: 22px;
    text-align: center;
    border-radius: 3px;
    background: #333;
    color: #fff;
    font-weight: 600;
  }
  &[data-tone='light'] b {
    background: #fff;
    color: ${theme.priceText};
  }
`;

interface Props {
  /** when it ends, epoch seconds by the server's clock */
  until: number;
  /** the server's time when it made the data (its `server_time`) */
  serverTime: number;
  /** text before the clock, e.g. 距结束 */
  label: string;
  tone?: 'dark' | 'light';
  onEnd?: () => void;
}

/** 距结束 01 : 23 : 45 */
export function Countdown({ until, serverTime, label, tone = 'dark', onEnd }: Props) {
  const left = useCountdown(until, serverTime, onEnd);
  const [h, m, s] = clockParts(left);
  return (
    <span css={clockCss} data-tone={tone} data-testid="countdown" data-seconds={left}>
      <span>{label}</span>
      <b>{h}</b>:<b>{m}</b>:<b>{s}</b>
    </span>
  );
}
