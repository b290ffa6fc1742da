import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useApi } from '@mall/app-kit';
import { memberApi, memberPrice, type SvipPlans } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { formatYuan } from '@mall/ui';
import { useCatalogTexts } from '../../i18n/catalog-texts';

// one request per page in the browser (the rule is public, the same for every shopper)
let rule: Promise<SvipPlans | null> | null = null;
const loadRule = (api: MallApi) =>
  (rule ??= memberApi(api)
    .svipPlans()
    .catch(() => null));

/**
 * The member price percentage while SVIP is switched on, else null. Read after mounting, so the
 * server's HTML and the first browser render agree (hydration) and the tag appears just after.
 */
export function useSvipDiscount(): number | null {
  const api = useApi();
  const [discount, setDiscount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void loadRule(api).then((r) => {
      if (live && r?.svip_switch_status === 1 && r.svip_discount < 100) setDiscount(r.svip_discount);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return discount;
}

const tagCss = css`
  display: inline-flex;
  align-items: center;
  font-size: 12px;
  line-height: 18px;
  color: #5a3b0c;
  white-space: nowrap;
  i {
    font-style: normal;
    padding: 0 4px;
    background: linear-gradient(90deg, #f6d8a0, #e0b46c);
    border-radius: 2px 0 0 2px;
  }
  span {
    padding: 0 4px;
    border: 1px solid #e0b46c;
    border-left: 0;
    border-radius: 0 2px 2px 0;
  }
`;

/** SVIP价 ¥x.xx next to a price, when the feature is on. */
export function SvipPrice({ fen }: { fen: number }) {
  const { t } = useCatalogTexts();
  const discount = useSvipDiscount();
  if (discount === null) return null;
  return (
    <span css={tagCss} data-testid="svip-price">
      <i>{t('common.svipPrice')}</i>
      <span>¥{formatYuan(memberPrice(fen, discount))}</span>
    </span>
  );
}
