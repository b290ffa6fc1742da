import { css } from '@emotion/react';
import { theme } from './theme';
import { useUiTexts } from './ui-texts';

const pagerCss = css`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 6px;
  margin: 24px 0 8px;
  font-size: 13px;
  button,
  span {
    min-width: 34px;
    height: 34px;
    padding: 0 10px;
    border: 1px solid #ddd;
    background: #fff;
    color: ${theme.text};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: ${theme.gold};
    color: ${theme.goldText};
  }
  button[aria-current='page'] {
    background: ${theme.gold};
    border-color: ${theme.gold};
    color: ${theme.text};
  }
  button:disabled {
    color: ${theme.muted};
    cursor: default;
  }
  span {
    border-color: transparent;
    background: none;
    color: ${theme.muted};
    line-height: 32px;
    cursor: default;
  }
`;

/** Page numbers around the current page, first and last always shown. */
export function pageWindow(page: number, pages: number): (number | '…')[] {
  const out: (number | '…')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out.at(-1) !== '…') out.push('…');
  }
  return out;
}

/** Page buttons for a client-rendered list; nothing when everything fits on one page. */
export function Pager({ page, total, size, onPage }: { page: number; total: number; size: number; onPage: (page: number) => void }) {
  const { pager: texts } = useUiTexts();
  const pages = Math.ceil(total / size);
  if (pages <= 1) return null;
  return (
    // a div, so that layouts styling their own <nav> menus leave the pager alone
    <div css={pagerCss} role="navigation" aria-label={texts.label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.prev}
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === '…' ? (
          <span key={`gap${i}`}>…</span>
        ) : (
          <button key={p} type="button" aria-current={p === page ? 'page' : undefined} onClick={() => onPage(p)}>
            {p}
          </button>
        ),
      )}
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </button>
    </div>
  );
}
