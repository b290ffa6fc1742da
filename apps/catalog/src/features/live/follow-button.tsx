import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { store } from '../../i18n/zh-CN/store';
import { live } from '../../i18n/zh-CN/live';

// this module's texts come with its chunk
catalogTexts.add({ store, live });

const buttonCss = css`
  padding: 0 18px;
  line-height: 30px;
  border-radius: 15px;
  border: 1px solid ${theme.gold};
  background: ${theme.gold};
  color: #fff;
  font-size: 13px;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: #fff;
    color: ${theme.muted};
    border-color: #ddd;
  }
`;

export function FollowButton({ on, busy, onClick }: { on: boolean; busy: boolean; onClick: () => void }) {
  const { t } = useCatalogTexts();
  return (
    <button
      type="button"
      css={buttonCss}
      aria-pressed={on}
      disabled={busy}
      onClick={onClick}
      data-testid="follow-anchor"
    >
      {on ? t('store.following') : t('live.follow')}
    </button>
  );
}
