import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Address } from '@mall/api-client';
import { CHECKOUT_EXPIRED } from '@mall/api-client';
import { useMallStore } from '@mall/app-kit';
import { navigateTo } from '@mall/shared-state';
import { ErrorBox, formatYuan, theme, useToast } from '@mall/ui';
import { AddressBook, type AddressBookTexts } from '@mall/address-book';
import { announceCartChange } from '../../shared/cart-badge';
import { useCheckoutApi } from '../../shared/checkout-api';
import { InvoiceForm } from '../../shared/invoice/invoice-form';
import {
  NO_RECEIPT,
  receiptData,
  receiptError,
  type ReceiptField,
  type ReceiptForm,
} from '../../shared/invoice/receipt-rules';
import { useDocumentTitle } from '../../shared/use-document-title';
import { pageCss, sectionCss } from './confirm-styles';
import { OrderTotals } from './order-totals';
import { PlatformCoupons } from './platform-coupons';
import { ShopOrder } from './shop-order';
import { useOrderCheck } from './use-order-check';

/** cartId=1,2 → [1, 2]; anything else → [] */
function parseCartIds(raw: string | null): number[] {
  if (!raw || !/^\d+(,\d+)*$/.test(raw)) return [];
  return [...new Set(raw.split(',').map(Number))].filter((n) => n > 0);
}

export function OrderConfirmPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.confirm'));
  const [params] = useSearchParams();
  const cartIds = parseCartIds(params.get('cartId'));
  if (cartIds.length === 0) {
    return (
      <div css={pageCss}>
        <ErrorBox message={t('confirm.nothing')} onRetry={() => navigateTo('/shopping_cart')} />
      </div>
    );
  }
  return <OrderConfirm cartIds={cartIds} />;
}

function OrderConfirm({ cartIds }: { cartIds: number[] }) {
  const api = useCheckoutApi();
  const store = useMallStore();
  const toast = useToast();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { check, choice, error, pricing, change, refresh } = useOrderCheck(cartIds);
  const [addresses, setAddresses] = useState<{ list: Address[]; max: number } | null>(null);
  const [marks, setMarks] = useState<Record<number, string>>({});
  const [receipt, setReceipt] = useState<ReceiptForm>(NO_RECEIPT);
  const [receiptWrong, setReceiptWrong] = useState<{ field: ReceiptField; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const loadAddresses = () =>
    api.address.list().then(
      (a) => setAddresses(a),
      (err: Error) => toast.error(err.message),
    );
  useEffect(() => {
    void loadAddresses();
    // once per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!check) {
    if (error)
      return (
        <div css={pageCss}>
          <ErrorBox message={error} onRetry={() => navigateTo('/shopping_cart')} />
        </div>
      );
    return <div css={pageCss} aria-busy="true" />;
  }

  const chooseCoupon = (merId: number, couponUserId: number) =>
    change({ useCoupon: { ...check.use_coupon, [merId]: couponUserId ? [couponUserId] : [] } });
  // what the shopper picked shows at once; until then (no choice yet) what the server applied
  const couponShown = (merId: number, applied: number | null) =>
    choice.useCoupon ? (choice.useCoupon[merId]?.[0] ?? 0) : (applied ?? 0);

  const submit = async () => {
    if (!check.address) {
      toast.error(t('confirm.chooseAddress'));
      return;
    }
    const wrong = receiptError(t, receipt);
    setReceiptWrong(wrong);
    if (wrong) {
      toast.error(wrong.message);
      return;
    }
    setSubmitting(true);
    try {
      const mark = Object.fromEntries(
        Object.entries(marks)
          .map(([mer, text]) => [mer, text.trim()])
          .filter(([, text]) => text),
      );
      const created = await api.order.create({
        key: check.key,
        address_id: check.address.address_id,
        mark,
        receipt_data: receiptData(receipt),
      });
      announceCartChange(store);
      if (created.paid) {
        toast.success(t('confirm.paid'));
        navigateTo('/user/order_list?type=1');
      } else {
        navigate(`/payment?result=${created.group_order_id}`);
      }
    } catch (err) {
      const message = (err as Error).message;
      toast.error(message);
      // a stale price snapshot: price again so the next click has a fresh key
      if (message === CHECKOUT_EXPIRED) void refresh();
    } finally {
      setSubmitting(false);
    }
  };

  const points = check.integral;
  const addressBookTexts: AddressBookTexts = {
    empty: t('addressBook.empty'),
    defaultTag: t('addressBook.defaultTag'),
    add: t('addressBook.add'),
    full: (max) => t('addressBook.full', { max }),
    fold: t('addressBook.fold'),
    unfold: (count) => t('addressBook.unfold', { count }),
  };
  return (
    <div css={pageCss} data-testid="order-confirm">
      <h1>{t('confirm.title')}</h1>
      <section css={sectionCss}>
        <h2>{t('confirm.address')}</h2>
        {addresses && (
          <AddressBook
            addresses={addresses.list}
            max={addresses.max}
            texts={addressBookTexts}
            chosenId={check.address?.address_id ?? 0}
            onChoose={(id) => change({ addressId: id })}
            onAdded={(id) => {
              void loadAddresses();
              change({ addressId: id });
            }}
          />
        )}
      </section>
      <section css={sectionCss}>
        <h2>{t('confirm.goods')}</h2>
        {check.order.map((shop) => (
          <ShopOrder
            key={shop.mer_id}
            shop={shop}
            couponUserId={couponShown(shop.mer_id, shop.coupon_user_id)}
            mark={marks[shop.mer_id] ?? ''}
            disabled={pricing}
            onMark={(text) => setMarks((m) => ({ ...m, [shop.mer_id]: text }))}
            onCoupon={(id) => chooseCoupon(shop.mer_id, id)}
          />
        ))}
      </section>
      <section css={sectionCss}>
        <h2>{t('confirm.platformCoupons')}</h2>
        <PlatformCoupons
          coupons={check.platform_coupons}
          chosen={couponShown(0, check.platform_coupon_user_id)}
          disabled={pricing}
          onChoose={(id) => chooseCoupon(0, id)}
        />
      </section>
      {points.enabled && (
        <section css={sectionCss} data-testid="points">
          <h2>{t('confirm.points')}</h2>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={choice.useIntegral}
              disabled={!choice.useIntegral && points.max_points === 0}
              onChange={(e) => change({ useIntegral: e.target.checked })}
            />
            {points.use ? (
              <span data-testid="points-text">
                {t('confirm.pointsUsed', { points: points.points, yuan: formatYuan(points.price) })}
              </span>
            ) : (
              <span data-testid="points-text">
                {t('confirm.pointsBalance', { balance: points.balance })}
                {points.max_points > 0
                  ? t('confirm.pointsMax', {
                      points: points.max_points,
                      yuan: formatYuan(points.max_points * points.fen_per_point),
                    })
                  : t('confirm.pointsNone')}
              </span>
            )}
          </label>
        </section>
      )}
      <section css={sectionCss}>
        <h2>{t('confirm.invoice')}</h2>
        <InvoiceForm
          value={receipt}
          error={receiptWrong}
          onChange={(next) => {
            setReceipt(next);
            setReceiptWrong(null);
          }}
        />
      </section>
      <OrderTotals check={check} busy={pricing || submitting} onSubmit={() => void submit()} />
      {pricing && <p style={{ color: theme.muted, textAlign: 'right' }}>{t('confirm.pricing')}</p>}
    </div>
  );
}
