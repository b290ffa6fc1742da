import { css } from '@emotion/react';
import { useState } from 'react';
import { Link } from '@mall/app-kit';
import type { CategoryNode } from '@mall/api-client';
import { theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useCategoryName } from '../../i18n/api-names';
import { home } from '../../i18n/zh-CN/home';

// this module's texts come with its chunk
catalogTexts.add({ home });

const cateHref = (c: CategoryNode) => `/goods_cate?sid=${c.id}&name=${encodeURIComponent(c.cate_name)}`;

const menuCss = css`
  position: relative;
  width: 230px;
  height: 420px;
  flex: none;
  background: rgba(40, 40, 40, 0.92);
  color: #fff;
  z-index: 20;
  > ul {
    list-style: none;
    margin: 0;
    padding: 8px 0;
    height: 100%;
    overflow: hidden;
  }
  > ul > li {
    padding: 0 18px;
    height: 40px;
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 14px;
    cursor: pointer;
    white-space: nowrap;
    overflow: hidden;
  }
  > ul > li.on {
    background: #fff;
    color: ${theme.goldText};
  }
  > ul > li a {
    color: inherit;
  }
  > ul > li .sub {
    font-size: 12px;
    color: #bbb;
  }
  > ul > li.on .sub {
    color: ${theme.muted};
  }
  .panel {
    position: absolute;
    left: 230px;
    top: 0;
    width: 740px;
    height: 420px;
    overflow: auto;
    background: #fff;
    color: ${theme.text};
    box-shadow: 4px 4px 16px rgba(0, 0, 0, 0.12);
    padding: 18px 24px;
    font-size: 13px;
  }
  dl {
    display: flex;
    margin: 0 0 12px;
    line-height: 24px;
  }
  dt {
    width: 90px;
    flex: none;
    font-weight: 600;
    text-align: right;
    padding-right: 16px;
  }
  dt a::after {
    content: ' >';
    color: ${theme.muted};
  }
  dd {
    margin: 0;
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    gap: 0 16px;
    border-bottom: 1px dashed ${theme.border};
    padding-bottom: 8px;
  }
  .panel a:hover {
    color: ${theme.goldText};
  }
`;

/** The home page's left menu: top categories; hovering one shows its 2nd and 3rd levels. */
export function CategoryMenu({ tree }: { tree: CategoryNode[] }) {
  const { t } = useCatalogTexts();
  const [open, setOpen] = useState<number | null>(null);
  const nameOf = useCategoryName();
  const current = tree.find((c) => c.id === open);
  return (
    <nav css={menuCss} aria-label={t('home.categories')} data-testid="category-menu" onMouseLeave={() => setOpen(null)}>
      <ul>
        {tree.map((top) => (
          <li key={top.id} className={top.id === open ? 'on' : ''} onMouseEnter={() => setOpen(top.id)}>
            <Link to={cateHref(top)}>{nameOf(top)}</Link>
            <span className="sub">{(top.children ?? []).slice(0, 2).map(nameOf).join(' / ')}</span>
          </li>
        ))}
      </ul>
      {current && (
        <div className="panel" data-testid="category-panel">
          {(current.children ?? []).map((second) => (
            <dl key={second.id}>
              <dt>
                <Link to={cateHref(second)}>{nameOf(second)}</Link>
              </dt>
              <dd>
                {(second.children ?? []).map((third) => (
                  <Link key={third.id} to={cateHref(third)}>
                    {nameOf(third)}
                  </Link>
                ))}
              </dd>
            </dl>
          ))}
        </div>
      )}
    </nav>
  );
}
