import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { squareImageCss } from './card-style';

const frameCss = css`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  .goods {
    width: 320px;
    flex: none;
    background: #fff;
    border: 1px solid ${theme.border};
    padding: 16px;
  }
  .goods img {
    ${squareImageCss};
  }
  .goods .name {
    display: block;
    margin: 12px 0 6px;
    font-size: 14px;
    line-height: 20px;
    color: ${theme.text};
  }
  .main {
    flex: 1;
    background: #fff;
    border: 1px solid ${theme.border};
    padding: 28px 40px;
    text-align: center;
  }
`;

interface Props {
  /** the section's data-page */
  page: string;
  /** the activity goods page the goods card links to */
  href: string;
  goods: { image: string; store_name: string };
  /** under the goods' name: its SKU, its prices */
  summary: ReactNode;
  testId: string;
  status: number;
  /** the page's own styles (through the `css` prop) */
  className?: string;
  /** the main column */
  children: ReactNode;
}

/** The page of one shopper's activity (a group, a bargain): the goods on the left, its state and actions on the right. */
export function ActivityStatusFrame({ page, href, goods, summary, testId, status, className, children }: Props) {
  return (
    <section css={frameCss} className={className} data-page={page}>
      <div className="goods">
        <Link to={href}>
          <img src={goods.image} alt={goods.store_name} />
        </Link>
        <Link to={href} className="name" data-authored>
          {goods.store_name}
        </Link>
        {summary}
      </div>
      <div className="main" data-testid={testId} data-status={status}>
        {children}
      </div>
    </section>
  );
}
