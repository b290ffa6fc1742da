import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';

// this module's texts come with its chunk
catalogTexts.add({ home });

const titleCss = css`
  display: flex;
  align-items: baseline;
  gap: 12px;
  margin: 0 0 14px;
  h2 {
    font-size: 22px;
    margin: 0;
    color: ${theme.text};
  }
  h2::before {
    content: '';
    display: inline-block;
    width: 4px;
    height: 18px;
    background: ${theme.gold};
    margin-right: 10px;
    vertical-align: -2px;
  }
  .sub {
    font-size: 13px;
    color: ${theme.muted};
  }
  .more {
    margin-left: auto;
    font-size: 13px;
    color: ${theme.muted};
  }
  .more:hover {
    color: ${theme.goldText};
  }
`;

/** A home section's heading with its sub-title and an optional 更多 link. */
export function SectionTitle({ title, sub, more }: { title: string; sub?: string; more?: string }) {
  const { t } = useCatalogTexts();
  return (
    <div css={titleCss}>
      <h2>{title}</h2>
      {sub && <span className="sub">{sub}</span>}
      {more && (
        <Link className="more" to={more}>
          {t('home.seeMore')}
        </Link>
      )}
    </div>
  );
}
