import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import { Price, theme } from '@mall/ui';

interface GoodsCard {
  spu_id: number;
  product_id: number;
  store_name: string;
  image: string;
  price: number;
  sales: number;
}

export interface HomeData {
  best: { list: GoodsCard[]; count: number };
}

export async function loadHome(api: MallApi): Promise<HomeData> {
  const best = await api.get<HomeData['best']>('/api/product/spu/hot/best', { page: 1, limit: 10 });
  return { best };
}

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    background: #fff;
    padding: 12px;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    display: block;
  }
  .name {
    font-size: 13px;
    color: ${theme.text};
    height: 36px;
    overflow: hidden;
    margin: 8px 0;
    line-height: 18px;
  }
`;

const titleCss = css`
  font-size: 22px;
  margin: 8px 0 16px;
  span {
    color: ${theme.muted};
    font-size: 14px;
    margin-left: 8px;
    font-weight: normal;
  }
`;

export function HomePage() {
  const { best } = useLoaderData() as HomeData;
  return (
    <section data-page="home">
      <h2 css={titleCss}>
        精品推荐<span>共 {best.count} 件精品</span>
      </h2>
      <ul css={gridCss}>
        {best.list.map((g) => (
          <li key={g.spu_id}>
            <a href={`/goods_detail/${g.product_id}`}>
              <img src={g.image} alt={g.store_name} loading="lazy" />
              <div className="name">{g.store_name}</div>
            </a>
            <Price fen={g.price} />
          </li>
        ))}
      </ul>
    </section>
  );
}
