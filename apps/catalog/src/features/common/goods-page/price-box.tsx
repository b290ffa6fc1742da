import type { ReactNode } from 'react';
import { formatYuan, Price } from '@mall/ui';

interface Props {
  label: string;
  price: number;
  priceTestId?: string;
  listLabel?: string;
  listPrice: number;
  /** after the prices, e.g. how many were sold */
  children?: ReactNode;
}

/** The price box of an activity goods: its activity price, the struck price it is compared with, and what follows. */
export function PriceBox({ label, price, priceTestId = 'price', listLabel = '原价', listPrice, children }: Props) {
  return (
    <div className="pricebox">
      <span>{label}</span>
      <span data-testid={priceTestId}>
        <Price fen={price} size={26} />
      </span>
      <span>
        {listLabel} <del data-testid="ot-price">¥{formatYuan(listPrice)}</del>
      </span>
      {children}
    </div>
  );
}
