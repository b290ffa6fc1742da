import { useState } from 'react';
import { cartApi } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { emitMallEvent, navigateTo } from '@mall/shared-state';
import { useRequireLogin, useResumeAfterLogin } from '../use-require-login';
import { catalogTexts, useCatalogTexts } from '../../../i18n/catalog-texts';
import { goods } from '../../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ goods });

export { useRequireLogin, useResumeAfterLogin };

interface BuyIntent {
  unique: string;
  num: number;
  now: boolean;
  activityRef: number;
}

/**
 * 加入购物车 and 立即购买 through the cart API; the cart count in the top bar follows.
 * `productType` of activity goods (buy now only): 1 seckill, 2 presell, 3 bargain, 4 group buy;
 * `activityRef` what the line needs besides the SKU (the group to join, 0 to open one).
 * A guest is asked to log in first; back on the page, `restore` shows the SKU and quantity they
 * chose and the purchase completes.
 */
export function useBuy(
  productId: number,
  productType: 0 | 1 | 2 | 3 | 4 = 0,
  restore?: (unique: string, num: number) => void,
) {
  const cart = cartApi(useApi());
  const requireLogin = useRequireLogin();
  const { t } = useCatalogTexts();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const intent = `buy:${productType}:${productId}`;

  async function buy(unique: string, num: number, now: boolean, activityRef = 0) {
    const chosen: BuyIntent = { unique, num, now, activityRef };
    if (!requireLogin({ name: intent, data: chosen }) || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const { cart_id } = await cart.add({
        product_id: productId,
        product_attr_unique: unique,
        cart_num: num,
        is_new: now ? 1 : 0,
        product_type: productType,
        activity_ref: activityRef,
      });
      if (now) {
        navigateTo(`/order_confirm?new=1&cartId=${cart_id}`);
        return;
      }
      setMessage({ ok: true, text: t('goods.added') });
      emitMallEvent('checkout:cart-changed'); // the shell's cart badge refetches the count
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : t('goods.failed') });
    } finally {
      setBusy(false);
    }
  }

  useResumeAfterLogin<BuyIntent>(intent, (chosen) => {
    restore?.(chosen.unique, chosen.num);
    void buy(chosen.unique, chosen.num, chosen.now, chosen.activityRef);
  });

  return { buy, busy, message };
}
