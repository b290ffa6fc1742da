import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { FavouriteGoods, FollowedShop } from '@mall/api-client';
import { Avatar, ConfirmDialog, ErrorBox, Pager, Price, useToast } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { panelCss, plainBtnCss, tabsCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { gridCss, toolbarCss } from '../../shared/card-grid-styles';
import { useSelection } from '../../shared/use-selection';

const PAGE_SIZE = 15;

type Item = (FavouriteGoods | FollowedShop) & { type_id: number };

/** /user/collect[?tab=shop]: favourite goods or followed shops; cancel one or a selection. */
export function CollectPage() {
  const uc = useUcApi();
  const toast = useToast();
  const [params] = useSearchParams();
  const shops = params.get('tab') === 'shop';
  const type = shops ? 10 : 0;
  const { data, error, page, goTo, reload } = usePagedList<Item>(
    (p) => (shops ? uc.followedShops(p, PAGE_SIZE) : uc.favouriteGoods(p, PAGE_SIZE)),
    [uc, shops],
  );
  const ids = data?.list.map((i) => i.type_id) ?? [];
  const { picked, toggle, all, toggleAll } = useSelection(ids);
  const [asking, setAsking] = useState<number[] | null>(null);
  const noun = shops ? '关注' : '收藏';

  const cancel = async (list: number[]) => {
    setAsking(null);
    try {
      await uc.unfollow(type, list);
      toast.success(`已取消${noun}`);
      // the last item of a later page gone: show the page before
      if (data && list.length >= data.list.length && page > 1) goTo(page - 1);
      else await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <section css={panelCss} data-testid="uc-collect-page">
      <h1>我的关注</h1>
      <nav css={tabsCss}>
        <Link to="/user/collect" aria-current={!shops ? 'page' : undefined}>
          商品收藏
        </Link>
        <Link to="/user/collect?tab=shop" aria-current={shops ? 'page' : undefined}>
          店铺关注
        </Link>
      </nav>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text={shops ? '暂无关注的店铺' : '暂无收藏的商品'} />}
      {data && data.list.length > 0 && (
        <>
          <div css={toolbarCss}>
            <label>
              <input type="checkbox" checked={all} onChange={toggleAll} data-testid="collect-all" />
              全选
            </label>
            <button
              type="button"
              css={plainBtnCss}
              disabled={picked.size === 0}
              onClick={() => setAsking([...picked])}
              data-testid="collect-batch-cancel"
            >
              取消{noun}（{picked.size}）
            </button>
            <span className="muted">共{data.count}个</span>
          </div>
          <div css={gridCss} data-testid="collect-list">
            {data.list.map((item) => (
              <div key={item.type_id} className="item" aria-selected={picked.has(item.type_id)} data-testid="collect-item">
                <input type="checkbox" aria-label="选择" checked={picked.has(item.type_id)} onChange={() => toggle(item.type_id)} />
                {'store_name' in item ? <GoodsItem g={item} /> : <ShopItem s={item as FollowedShop} />}
                <div className="row">
                  <span />
                  <button type="button" className="cancel" onClick={() => setAsking([item.type_id])}>
                    取消{noun}
                  </button>
                </div>
              </div>
            ))}
          </div>
          <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={goTo} />
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={`取消${noun}`}
          message={`确定取消${noun}选中的${asking.length}个${shops ? '店铺' : '商品'}吗？`}
          confirmText="确定"
          onCancel={() => setAsking(null)}
          onConfirm={() => void cancel(asking)}
        />
      )}
    </section>
  );
}

function GoodsItem({ g }: { g: FavouriteGoods }) {
  const mark = !g.is_show ? '已下架' : g.stock <= 0 ? '已售罄' : '';
  return (
    <a href={`/goods_detail/${g.type_id}`}>
      <span className="pic">
        <img src={g.image} alt={g.store_name} loading="lazy" />
        {mark && <span className="mark">{mark}</span>}
      </span>
      <p>{g.store_name}</p>
      <Price fen={g.price} size={15} />
    </a>
  );
}

function ShopItem({ s }: { s: FollowedShop }) {
  return (
    <a href={`/store?id=${s.type_id}`} className="shop">
      <Avatar src={s.mer_avatar} size={72} alt={s.mer_name} />
      <p>
        {s.is_trader && <span className="self">自营</span>}
        {s.mer_name}
      </p>
      <span className="muted">{s.care_count}人关注</span>
    </a>
  );
}
