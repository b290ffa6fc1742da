import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { Countdown } from '../countdown';

const stripCss = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 16px;
  height: 44px;
  color: #fff;
  b {
    font-size: 18px;
    letter-spacing: 2px;
  }
`;

interface Props {
  title: string;
  background: string;
  testId?: string;
  /** the activity's own styles (through the `css` prop) */
  className?: string;
  children: ReactNode;
}

/** The coloured bar that opens an activity goods' buying column: the activity's name, then its terms and clock. */
export function ActivityStrip({ title, background, testId, className, children }: Props) {
  return (
    <div css={stripCss} className={className} style={{ background }} data-testid={testId}>
      <b>{title}</b>
      {children}
    </div>
  );
}

/**
 * The strip's countdown to the activity's next phase; the page reloads its data when it ends. A new
 * label is a new phase, counted from its start. `over`, once the activity has ended, stands instead.
 */
export function StripCountdown({ seconds, label, over }: { seconds: number; label: string; over?: string }) {
  const revalidator = useRevalidator();
  if (over) return <span data-testid="countdown">{over}</span>;
  return (
    <Countdown key={label} seconds={seconds} label={label} tone="light" onEnd={() => void revalidator.revalidate()} />
  );
}
