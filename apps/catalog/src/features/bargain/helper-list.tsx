import { css } from '@emotion/react';
import type { BargainHelper } from '@mall/api-client';
import { Avatar, formatChinaTime, formatYuan, theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { bargain } from '../../i18n/zh-CN/bargain';

// this module's texts come with its chunk
catalogTexts.add({ bargain });

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid #f2f2f2;
    text-align: left;
  }
  .who {
    flex: 1;
    font-size: 14px;
    color: ${theme.text};
  }
  .who small {
    display: block;
    color: ${theme.muted};
    font-size: 12px;
    margin-top: 2px;
  }
  .amount {
    color: ${theme.priceText};
    font-size: 14px;
  }
  .none {
    justify-content: center;
    color: ${theme.muted};
    border: 0;
  }
`;

/** 好友助力榜: each helper's avatar, name, time and the amount they took off, newest first. */
export function HelperList({ helps }: { helps: BargainHelper[] }) {
  const { t } = useCatalogTexts();
  return (
    <ul css={listCss} data-testid="helpers">
      {helps.length === 0 && <li className="none">{t('bargain.noHelpers')}</li>}
      {helps.map((h, i) => (
        <li key={i} data-testid="helper">
          <Avatar src={h.avatar} size={36} alt={h.nickname} />
          <span className="who">
            <span data-authored>{h.nickname}</span>
            <small>{formatChinaTime(new Date(h.time * 1000).toISOString())}</small>
          </span>
          <span className="amount">{t('bargain.helperCut', { amount: formatYuan(h.amount) })}</span>
        </li>
      ))}
    </ul>
  );
}
