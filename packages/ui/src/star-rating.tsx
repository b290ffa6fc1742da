import { css } from '@emotion/react';
import { theme } from './theme';

const SCORE_TEXT = ['', '非常差', '差', '一般', '满意', '非常满意'];

const starsCss = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  button {
    border: 0;
    background: none;
    padding: 0 2px;
    font-size: 22px;
    line-height: 1;
    cursor: pointer;
    color: #ddd;
  }
  button[aria-checked='true'],
  button[data-on] {
    color: ${theme.goldText};
  }
  span[data-star] {
    font-size: 14px;
    color: #ddd;
  }
  span[data-star][data-on] {
    color: ${theme.goldText};
  }
  .text {
    margin-left: 8px;
    color: ${theme.muted};
    font-size: 13px;
  }
`;

/** 1–5 stars; with onChange it is a radio group the keyboard can use, without it a display. */
export function StarRating({
  value,
  onChange,
  label,
  testId,
}: {
  value: number;
  onChange?: (score: number) => void;
  label?: string;
  testId?: string;
}) {
  if (!onChange) {
    return (
      <span css={starsCss} role="img" aria-label={`${value}星`} data-testid={testId}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} data-star data-on={n <= value ? '' : undefined}>
            ★
          </span>
        ))}
      </span>
    );
  }
  return (
    <span css={starsCss} role="radiogroup" aria-label={label} data-testid={testId} data-value={value}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={n === value}
          aria-label={`${n}星`}
          data-on={n <= value ? '' : undefined}
          onClick={() => onChange(n)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowUp') onChange(Math.min(5, value + 1));
            if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') onChange(Math.max(1, value - 1));
          }}
        >
          ★
        </button>
      ))}
      <span className="text">{SCORE_TEXT[value] ?? ''}</span>
    </span>
  );
}
