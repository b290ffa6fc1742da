import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '@mall/ui';

const frameCss = css`
  .banner {
    height: 120px;
    border-radius: 6px;
    color: #fff;
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 0 48px;
    margin-bottom: 16px;
  }
  .banner h1 {
    margin: 0;
    font-size: 34px;
    letter-spacing: 4px;
  }
  .banner p {
    margin: 8px 0 0;
    opacity: 0.9;
  }
  .banner ol {
    display: flex;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 14px;
  }
  .banner ol li {
    padding: 6px 14px;
    border-radius: 16px;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
    gap: 12px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .empty {
    background: #fff;
    padding: 60px 0;
    text-align: center;
    color: ${theme.muted};
  }
`;

interface Props {
  /** the section's data-page */
  page: string;
  title: string;
  slogan: string;
  /** the banner's how-it-works steps, with their aria-label */
  steps?: { label: string; items: string[] };
  /** tabs and bars between the banner and the goods */
  nav?: ReactNode;
  listTestId: string;
  columns: 4 | 5;
  cards: ReactNode[];
  empty: string;
  pagination?: ReactNode;
  /** the activity's colours (through the `css` prop) */
  className?: string;
}

/** The list page of a marketing activity: its banner, its tabs, the goods cards in a grid (or a word when there are none), and the pages. */
export function ActivityListFrame({
  page,
  title,
  slogan,
  steps,
  nav,
  listTestId,
  columns,
  cards,
  empty,
  pagination,
  className,
}: Props) {
  return (
    <section css={frameCss} className={className} data-page={page}>
      <div className="banner">
        <div>
          <h1>{title}</h1>
          <p>{slogan}</p>
        </div>
        {steps && (
          <ol aria-label={steps.label}>
            {steps.items.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        )}
      </div>
      {nav}
      {cards.length > 0 ? (
        <ul className="grid" style={{ ['--columns' as string]: columns }} data-testid={listTestId}>
          {cards}
        </ul>
      ) : (
        <div className="empty">{empty}</div>
      )}
      {pagination}
    </section>
  );
}
