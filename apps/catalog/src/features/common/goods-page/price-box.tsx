import type { ReactNode } from 'react';
import { formatYuan, Price } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../../i18n/catalog-texts';
import { goods } from '../../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ goods });

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
export function PriceBox({ label, price, priceTestId = 'price', listLabel, listPrice, children }: Props) {
  const { t } = useCatalogTexts();
  return (
    <div className="pricebox">
      <span>{label}</span>
      <span data-testid={priceTestId}>
        <Price fen={price} size={26} />
      </span>
      <span>
        {listLabel ?? t('goods.listPrice')} <del data-testid="ot-price">¥{formatYuan(listPrice)}</del>
      </span>
      {children}
    </div>
  );
}
