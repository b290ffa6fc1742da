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
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();

  const cancel = async (list: number[]) => {
    setAsking(null);
    try {
      await uc.unfollow(type, list);
      toast.success(t(shops ? 'collect.unfollowedShop' : 'collect.uncollected'));
      // the last item of a later page gone: show the page before
      if (data && list.length >= data.list.length && page > 1) goTo(page - 1);
      else await reload();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <section css={panelCss} data-testid="uc-collect-page">
      <h1>{t('collect.title')}</h1>
      <nav css={tabsCss}>
        <Link to="/user/collect" aria-current={!shops ? 'page' : undefined}>
          {t('collect.goodsTab')}
        </Link>
        <Link to="/user/collect?tab=shop" aria-current={shops ? 'page' : undefined}>
          {t('collect.shopsTab')}
        </Link>
      </nav>
      {error && <ErrorBox message={error} onRetry={() => void reload()} />}
      {data && data.list.length === 0 && <Empty text={t(shops ? 'collect.emptyShops' : 'collect.emptyGoods')} />}
      {data && data.list.length > 0 && (
        <>
          <div css={toolbarCss}>
            <label>
              <input type="checkbox" checked={all} onChange={toggleAll} data-testid="collect-all" />
              {t('common.selectAll')}
            </label>
            <button
              type="button"
              css={plainBtnCss}
              disabled={picked.size === 0}
              onClick={() => setAsking([...picked])}
              data-testid="collect-batch-cancel"
            >
              {t(shops ? 'collect.unfollowShopCount' : 'collect.uncollectCount', { count: picked.size })}
            </button>
            <span className="muted">{t('collect.total', { count: data.count })}</span>
          </div>
          <div css={gridCss} data-testid="collect-list">
            {data.list.map((item) => (
              <div key={item.type_id} className="item" aria-selected={picked.has(item.type_id)} data-testid="collect-item">
                <input type="checkbox" aria-label={t('common.select')} checked={picked.has(item.type_id)} onChange={() => toggle(item.type_id)} />
                {'store_name' in item ? <GoodsItem g={item} /> : <ShopItem s={item as FollowedShop} />}
                <div className="row">
                  <span />
                  <button type="button" className="cancel" onClick={() => setAsking([item.type_id])}>
                    {t(shops ? 'collect.unfollowShop' : 'collect.uncollect')}
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
          title={t(shops ? 'collect.unfollowShop' : 'collect.uncollect')}
          message={t(shops ? 'collect.askShops' : 'collect.askGoods', { count: asking.length })}
          confirmText={t('common.confirm')}
          onCancel={() => setAsking(null)}
          onConfirm={() => void cancel(asking)}
        />
      )}
    </section>
  );
}

function GoodsItem({ g }: { g: FavouriteGoods }) {
  const { t } = useTranslation();
  const mark = !g.is_show ? t('common.offShelf') : g.stock <= 0 ? t('common.soldOut') : '';
  return (
    <a href={`/goods_detail/${g.type_id}`}>
      <span className="pic">
        <img src={g.image} alt={g.store_name} loading="lazy" />
        {mark && <span className="mark">{mark}</span>}
      </span>
      <p data-authored>{g.store_name}</p>
      <Price fen={g.price} size={15} />
    </a>
  );
}

function ShopItem({ s }: { s: FollowedShop }) {
  const { t } = useTranslation();
  return (
    <a href={`/store?id=${s.type_id}`} className="shop">
      <Avatar src={s.mer_avatar} size={72} alt={s.mer_name} />
      <p>
        {s.is_trader && <span className="self">{t('common.self')}</span>}
        <span data-authored>{s.mer_name}</span>
      </p>
      <span className="muted">{t('collect.followers', { count: s.care_count })}</span>
    </a>
  );
}
