import type { GoodsShow } from '@mall/api-client';
import { catalogTexts, useCatalogTexts } from '../../../i18n/catalog-texts';
import { NODE, withNode } from '../../../i18n/with-node';
import { goods } from '../../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ goods });

/** 配送 and 保障 rows of a goods page's buying column. */
export function ServiceRows({ show }: { show: GoodsShow }) {
  const { t } = useCatalogTexts();
  return (
    <>
      <div className="row">
        <span className="label">{t('goods.shipping')}</span>
        <span className="value">
          {show.shipping.ships_from
            ? withNode(t('goods.shipsFrom', { place: NODE }), <span data-authored>{show.shipping.ships_from}</span>)
            : t('goods.merchantShips')}
        </span>
      </div>
      {show.guarantee.length > 0 && (
        <div className="row">
          <span className="label">{t('goods.guarantee')}</span>
          <span className="value guarantee">
            {show.guarantee.map((g) => (
              <span key={g.guarantee_name} title={g.guarantee_info} data-authored>
                {g.guarantee_name}
              </span>
            ))}
          </span>
        </div>
      )}
    </>
  );
}
