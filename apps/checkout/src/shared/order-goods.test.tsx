// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoodsCell, ShopTitle } from './order-goods';

afterEach(cleanup);

const html = (node: ReactNode) => render(<div>{node}</div>).container.firstElementChild!.innerHTML;

// the markup the order pages wrote out before they shared these pieces (React sets an image's src last)
describe('order goods pieces', () => {
  it('GoodsCell: picture, title (a link with href) and SKU when there is one', () => {
    expect(html(<GoodsCell image="/a.jpg" title="保温杯" sku="红色 500ml" />)).toBe(
      '<div class="goods"><img alt="" src="/a.jpg"><div><div>保温杯</div><div class="sku">红色 500ml</div></div></div>',
    );
    expect(html(<GoodsCell image="/a.jpg" title="保温杯" sku="" href="/goods_detail/3" />)).toBe(
      '<div class="goods"><img alt="" src="/a.jpg"><div><a href="/goods_detail/3">保温杯</a></div></div>',
    );
  });

  it('ShopTitle: the 自营 tag only for a self-operated shop', () => {
    expect(html(<ShopTitle shop={{ is_trader: true, mer_name: 'e购自营旗舰店' }} />)).toBe(
      '<span class="self">自营</span>e购自营旗舰店',
    );
    expect(html(<ShopTitle shop={{ is_trader: false, mer_name: '好物小店' }} />)).toBe('好物小店');
  });
});
