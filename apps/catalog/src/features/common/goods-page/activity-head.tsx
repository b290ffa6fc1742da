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
  goods: { store_name: string; store_info: string };
  background: string;
  testId?: string;
  /** the activity's own styles (through the `css` prop) */
  className?: string;
  children: ReactNode;
}

/** The head of an activity goods' buying column: a coloured strip with the activity's name, terms and clock, then the goods' title. */
export function ActivityHead({ title, goods, background, testId, className, children }: Props) {
  return (
    <>
      <div css={stripCss} className={className} style={{ background }} data-testid={testId}>
        <b>{title}</b>
        {children}
      </div>
      <h1 style={{ marginTop: 12 }} data-authored>
        {goods.store_name}
      </h1>
      <div className="info" data-authored>
        {goods.store_info}
      </div>
    </>
  );
}

/**
 * The strip's countdown to the activity's next phase; the page reloads its data when it ends. A new
 * label is a new phase, counted from its start. `over`, once the activity has ended, stands instead.
 */
export function StripCountdown({
  until,
  serverTime,
  label,
  over,
}: {
  until: number;
  serverTime: number;
  label: string;
  over?: string;
}) {
  const revalidator = useRevalidator();
  if (over) return <span data-testid="countdown">{over}</span>;
  return (
    <Countdown
      key={label}
      until={until}
      serverTime={serverTime}
      label={label}
      tone="light"
      onEnd={() => void revalidator.revalidate()}
    />
  );
}
