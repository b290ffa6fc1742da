import { useContext, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useApi } from '@mall/app-kit';
import { memberPrice } from '@mall/api-client';
import { formatYuan } from '@mall/ui';
import { useCatalogTexts } from '../../i18n/catalog-texts';
import { loadSvipRule, svipDiscountOf, SvipRuleContext } from './svip-rule';

/**
 * The member price percentage while SVIP is switched on, else null. On a page that loads the rule
 * with its data (SvipRuleContext), that rule, in the server's HTML too. Elsewhere it is read after
 * mounting, so the server's HTML and the first browser render agree (hydration) and the tag
 * appears just after.
 */
export function useSvipDiscount(): number | null {
  const api = useApi();
  const pageRule = useContext(SvipRuleContext);
  const [discount, setDiscount] = useState<number | null>(null);
  useEffect(() => {
    if (pageRule !== undefined) return;
    let live = true;
    void loadSvipRule(api).then((r) => {
      const d = svipDiscountOf(r);
      if (live && d !== null) setDiscount(d);
    });
    return () => {
      live = false;
    };
  }, [api, pageRule]);
  return pageRule === undefined ? discount : svipDiscountOf(pageRule);
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
