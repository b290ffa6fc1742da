import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { BackToTop } from '../common/back-to-top';
import { Carousel } from '../common/carousel';
import { CategoryMenu } from './category-menu';
import { CouponStrip } from './coupon-strip';
import { FeaturedShops } from './featured-shops';
import { Floors } from './floors';
import { HotBlocks } from './hot-blocks';
import { SeckillStrip } from './seckill-strip';
import type { HomeData } from './load-home';
import { WelcomeCard } from './welcome-card';

export { loadHome, type HomeData } from './load-home';

const heroCss = css`
  display: flex;
  margin-bottom: 24px;
`;

/** The mall's home: category menu, carousel, coupons, hot blocks, good shops and category floors. */
export function HomePage() {
  const data = useLoaderData() as HomeData;
  return (
    <section data-page="home">
      <div css={heroCss}>
        <CategoryMenu tree={data.tree} />
        <Carousel slides={data.banners} />
        <WelcomeCard shops={data.shops} />
      </div>
      <CouponStrip initial={data.coupons} />
      <SeckillStrip initial={data.seckill} />
      <HotBlocks lists={data.lists} />
      <FeaturedShops shops={data.shops} />
      <Floors first={data.floors} />
      <BackToTop />
    </section>
  );
}
