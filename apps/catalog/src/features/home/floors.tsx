import { css } from '@emotion/react';
import { useCallback } from 'react';
import { shopsApi, type HomeFloor, type Paged } from '@mall/api-client';
import { Link, useApi } from '@mall/app-kit';
import { theme } from '@mall/ui';
import { GoodsTile } from '../common/goods-tile';
import { ListStatus } from '../common/list-status';
import { useInfiniteList } from '../common/use-infinite-list';
import { FLOORS_PER_PAGE } from './load-home';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { useCategoryName } from '../../i18n/api-names';
import { home } from '../../i18n/zh-CN/home';

// this module's texts come with its chunk
catalogTexts.add({ home });

const floorCss = css`
  margin-bottom: 28px;
  .head {
    display: flex;
    align-items: center;
    gap: 14px;
    margin-bottom: 12px;
  }
  .no {
    color: ${theme.goldText};
    font-size: 22px;
    font-weight: 700;
    font-style: italic;
  }
  h2 {
    margin: 0;
    font-size: 20px;
  }
  .tabs {
    margin-left: auto;
    display: flex;
    gap: 18px;
    font-size: 13px;
  }
  .tabs a:hover {
    color: ${theme.goldText};
  }
  .body {
    display: flex;
    gap: 10px;
  }
  .cover {
    width: 232px;
    flex: none;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 14px;
    color: #fff;
    background: linear-gradient(160deg, ${theme.gold}, #d4860b);
    font-size: 22px;
    font-weight: 600;
  }
  .cover img {
    width: 140px;
    height: 140px;
    border-radius: 24px;
    background: #fff;
  }
  .cover span {
    font-size: 13px;
    font-weight: normal;
    border: 1px solid #fff;
    border-radius: 14px;
    padding: 3px 16px;
  }
  ul {
    flex: 1;
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 10px;
    padding: 0;
    margin: 0;
  }
`;

const cateHref = (id: number, name: string) => `/goods_cate?sid=${id}&name=${encodeURIComponent(name)}`;

function Floor({ floor, no }: { floor: HomeFloor; no: number }) {
  const { t } = useCatalogTexts();
  const nameOf = useCategoryName();
  return (
    <section css={floorCss} data-testid="floor">
      <div className="head">
        <span className="no">{no}F</span>
        <h2>{nameOf(floor)}</h2>
        <nav className="tabs">
          {floor.children.map((c) => (
            <Link key={c.id} to={cateHref(c.id, c.cate_name)}>
              {nameOf(c)}
            </Link>
          ))}
        </nav>
      </div>
      <div className="body">
        <Link className="cover" to={cateHref(floor.id, floor.cate_name)}>
          <img src={floor.pic} alt="" loading="lazy" />
          {nameOf(floor)}
          <span>{t('home.enterChannel')}</span>
        </Link>
        <ul>
          {floor.list.map((g) => (
            <GoodsTile key={g.product_id} goods={g} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Category floors (`/api/pc/rec_list`): the first page comes with the page, the next ones load on scroll. */
export function Floors({ first }: { first: Paged<HomeFloor> }) {
  const api = useApi();
  const load = useCallback((page: number) => shopsApi(api).floors(page, FLOORS_PER_PAGE), [api]);
  const { list, ...status } = useInfiniteList(first, load);
  return (
    <div data-testid="floors">
      {list.map((f, i) => (
        <Floor key={f.id} floor={f} no={i + 1} />
      ))}
      <ListStatus {...status} />
    </div>
  );
}
