import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { useCatalogTexts } from '../../i18n/catalog-texts';

const pagerCss = css`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 6px;
  margin: 28px 0 8px;
  font-size: 13px;
  a,
  span {
    min-width: 34px;
    height: 34px;
    line-height: 32px;
    padding: 0 10px;
    text-align: center;
    border: 1px solid #ddd;
    background: #fff;
    color: ${theme.text};
  }
  a:hover {
    border-color: ${theme.gold};
    color: ${theme.goldText};
  }
  .current {
    background: ${theme.gold};
    border-color: ${theme.gold};
    color: ${theme.text};
  }
  .gap,
  .off {
    border-color: transparent;
    background: none;
    color: ${theme.muted};
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

/** Links to pages of a list; `href(page)` makes each page's URL (the list state is in the URL). */
export function Pagination({
  page,
  total,
  size,
  href,
}: {
  page: number;
  total: number;
  size: number;
  href: (page: number) => string;
}) {
  const { t } = useCatalogTexts();
  const pages = Math.ceil(total / size);
  if (pages <= 1) return null;
  return (
    <nav css={pagerCss} aria-label={t('common.pager')}>
      {page > 1 ? (
        <Link to={href(page - 1)}>{t('common.prevPage')}</Link>
      ) : (
        <span className="off">{t('common.prevPage')}</span>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === '…' ? (
          <span key={`gap${i}`} className="gap">
            …
          </span>
        ) : p === page ? (
          <span key={p} className="current" aria-current="page">
            {p}
          </span>
        ) : (
          <Link key={p} to={href(p)}>
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)}>{t('common.nextPage')}</Link>
      ) : (
        <span className="off">{t('common.nextPage')}</span>
      )}
    </nav>
  );
}
