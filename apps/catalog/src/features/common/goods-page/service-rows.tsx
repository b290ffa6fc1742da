import type { GoodsShow } from '@mall/api-client';

/** 配送 and 保障 rows of a goods page's buying column. */
export function ServiceRows({ show }: { show: GoodsShow }) {
  return (
    <>
      <div className="row">
        <span className="label">配送</span>
        <span className="value">{show.shipping.ships_from ? `${show.shipping.ships_from} 发货` : '商家发货'}</span>
      </div>
      {show.guarantee.length > 0 && (
        <div className="row">
          <span className="label">保障</span>
          <span className="value guarantee">
            {show.guarantee.map((g) => (
              <span key={g.guarantee_name} title={g.guarantee_info}>
                {g.guarantee_name}
              </span>
            ))}
          </span>
        </div>
      )}
    </>
  );
}
