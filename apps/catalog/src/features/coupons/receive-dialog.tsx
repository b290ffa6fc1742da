import { css } from '@emotion/react';
import { Modal, buttonCss, theme } from '@mall/ui';
import { navigateTo } from '@mall/shared-state';
import { thresholdText, valueText } from './coupon-text';
import type { ReceiveResult } from './use-receive-coupon';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { NODE, withNode } from '../../i18n/with-node';
import { coupons } from '../../i18n/zh-CN/coupons';

// this module's texts come with its chunk
catalogTexts.add({ coupons });

const bodyCss = css`
  text-align: center;
  padding: 8px 0 4px;
  .icon {
    width: 48px;
    height: 48px;
    line-height: 48px;
    margin: 0 auto 12px;
    border-radius: 50%;
    color: #fff;
    font-size: 28px;
    background: #52c41a;
  }
  .icon.fail {
    background: ${theme.priceText};
  }
  .msg {
    font-size: 18px;
    color: ${theme.text};
  }
  .sub {
    margin-top: 8px;
    color: ${theme.muted};
    font-size: 13px;
  }
`;

/** After 立即领取: 领取成功 with 去使用, or the server's reason. */
export function ReceiveDialog({ result, onClose }: { result: ReceiveResult; onClose: () => void }) {
  const { coupon } = result;
  const { t } = useCatalogTexts();
  return (
    <Modal
      title={result.ok ? t('coupons.received') : t('coupons.receiveFailed')}
      width={360}
      onClose={onClose}
      testId="receive-dialog"
      footer={
        <>
          <button type="button" css={buttonCss} onClick={onClose}>
            {result.ok ? t('coupons.more') : t('coupons.gotIt')}
          </button>
          {result.ok && (
            <button
              type="button"
              css={buttonCss}
              data-primary
              onClick={() => navigateTo(`/goods_coupon?id=${coupon.coupon_id}`)}
            >
              {t('coupons.use')}
            </button>
          )}
        </>
      }
    >
      <div css={bodyCss}>
        <div className={result.ok ? 'icon' : 'icon fail'}>{result.ok ? '✓' : '!'}</div>
        <div className="msg">{result.ok ? t('coupons.congrats') : result.message}</div>
        <div className="sub">
          {withNode(
            t('coupons.summary', {
              title: NODE,
              value: valueText(coupon.coupon_price),
              threshold: thresholdText(t, coupon),
            }),
            <span data-authored>{coupon.title}</span>,
          )}
        </div>
      </div>
    </Modal>
  );
}
