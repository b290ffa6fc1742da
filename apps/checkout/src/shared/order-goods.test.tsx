// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@mall/app-kit/i18n';
import { CHECKOUT_CATALOGUES } from '../i18n/catalogues';
import { GoodsCell, ShopTitle } from './order-goods';

afterEach(cleanup);

const zh = createI18n(CHECKOUT_CATALOGUES, 'zh-CN');
const html = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={zh}>
      <div>{node}</div>
    </I18nextProvider>,
  ).container.firstElementChild!.innerHTML;

// the markup the order pages wrote out before they shared these pieces, with test ids on what
// merchants wrote (React sets an image's src last)
describe('order goods pieces', () => {
  it('GoodsCell: picture, title (a link with href) and SKU when there is one', () => {
    expect(html(<GoodsCell image="/a.jpg" title="保温杯" sku="红色 500ml" />)).toBe(
      '<div class="goods"><img alt="" src="/a.jpg"><div><div data-testid="goods-title">保温杯</div><div class="sku" data-testid="goods-sku">红色 500ml</div></div></div>',
    );
    expect(html(<GoodsCell image="/a.jpg" title="保温杯" sku="" href="/goods_detail/3" />)).toBe(
      '<div class="goods"><img alt="" src="/a.jpg"><div><a href="/goods_detail/3" data-testid="goods-title">保温杯</a></div></div>',
    );
  });

  it('ShopTitle: the 自营 tag only for a self-operated shop', () => {
    expect(html(<ShopTitle shop={{ is_trader: true, mer_name: 'e购自营旗舰店' }} />)).toBe(
      '<span class="self">自营</span><span data-testid="shop-name">e购自营旗舰店</span>',
    );
    expect(html(<ShopTitle shop={{ is_trader: false, mer_name: '好物小店' }} />)).toBe(
      '<span data-testid="shop-name">好物小店</span>',
    );
  });
});
