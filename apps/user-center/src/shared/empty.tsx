import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { useTranslation } from 'react-i18next';

const emptyCss = css`
  padding: 80px 0;
  text-align: center;
  color: ${theme.muted};
  svg {
    display: block;
    margin: 0 auto 12px;
  }
`;

/** What a list shows when it has nothing: 暂无数据 style, with what is missing. */
export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div css={emptyCss} data-testid="uc-empty">
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true">
        <rect x="14" y="18" width="68" height="46" rx="4" fill="#f3f3f3" />
        <path d="M14 30h68" stroke="#e2e2e2" strokeWidth="2" />
        <circle cx="48" cy="46" r="8" fill="#e8e8e8" />
      </svg>
      {text ?? t('common.empty')}
    </div>
  );
}
