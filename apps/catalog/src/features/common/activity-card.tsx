import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from '@mall/app-kit';
import { formatYuan, Price, theme } from '@mall/ui';
import { hoverCardCss, squareImageCss, twoLineTitleCss } from './card-style';

const cardCss = css`
  ${hoverCardCss};
  padding: 14px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  .pic {
    position: relative;
    display: block;
  }
  img {
    ${squareImageCss};
  }
  /* top right: the goods pictures carry their own sticker at the top left */
  .badge {
    position: absolute;
    top: 0;
    right: 0;
    padding: 2px 8px;
    border-bottom-left-radius: 6px;
    font-size: 12px;
    color: #fff;
    background: ${theme.priceText};
  }
  .name {
    ${twoLineTitleCss};
  }
  .prices {
    display: flex;
    align-items: baseline;
    gap: 8px;
  }
  .prices del {
    font-size: 12px;
    color: ${theme.muted};
  }
  .go {
    display: block;
    text-align: center;
    line-height: 34px;
    border-radius: 17px;
    color: #fff;
    font-size: 14px;
    background: ${theme.priceText};
  }
  .go[data-tone='soon'] {
    background: #20a162;
  }
  .go[data-tone='off'] {
    background: #ccc;
  }
`;

interface Props {
  testId: string;
  href: string;
  goods: { image: string; store_name: string };
  /** the activity's price, and the struck one beside it */
  price: number;
  listPrice: number;
  priceLabel?: string;
  /** drawn over the image's top-right corner */
  badge?: ReactNode;
  /** the activity's own styles (through the `css` prop) */
  className?: string;
  /** what follows the prices; a link of class `go` is the card's button, its data-tone 'soon' (not yet open) or 'off' (over) */
  children: ReactNode;
  [data: `data-${string}`]: string | number;
}

/** A goods of a marketing activity's list: image, title, activity price and struck price, then the activity's own rows. */
export function ActivityCard({
  testId,
  href,
  goods,
  price,
  listPrice,
  priceLabel,
  badge,
  className,
  children,
  ...data
}: Props) {
  return (
    <li css={cardCss} className={className} data-testid={testId} {...data}>
      <Link to={href} className="pic">
        <img src={goods.image} alt={goods.store_name} loading="lazy" />
        {badge && <span className="badge">{badge}</span>}
      </Link>
      <Link to={href} className="name" title={goods.store_name} data-authored>
        {goods.store_name}
      </Link>
      <div className="prices">
        {priceLabel && <span className="label">{priceLabel}</span>}
        <Price fen={price} size={20} />
        <del>¥{formatYuan(listPrice)}</del>
      </div>
      {children}
    </li>
  );
}
