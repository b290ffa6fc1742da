import { css } from '@emotion/react';
import { useTranslation } from '../i18n/translation';
import { useMallState, useMallStore } from '@mall/app-kit';

/** Closing a banner group hides it for this browser; a new group shows again. */
export const bannerCookieName = (groupId: number | string) => `top_banner_closed_${groupId}`;
const CLOSED_MAX_AGE = 30 * 86_400;

const bannerCss = css`
  position: relative;
  background: #fbe9c6;
  a,
  img {
    display: block;
    margin: 0 auto;
    max-height: 80px;
  }
  img {
    max-width: 100%;
    height: auto;
  }
  button {
    position: absolute;
    top: 6px;
    right: calc(50% - 600px);
    width: 24px;
    height: 24px;
    border: 0;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.35);
    color: #fff;
    font-size: 14px;
    line-height: 24px;
    cursor: pointer;
  }
`;

export function TopBanner() {
  const banner = useMallState((s) => s.top_banner);
  const shown = useMallState((s) => s.banner);
  const store = useMallStore();
  const { t } = useTranslation();
  if (!banner || !shown) return null;
  const close = () => {
    document.cookie = `${bannerCookieName(banner.group_data_id)}=1; Path=/; Max-Age=${CLOSED_MAX_AGE}; SameSite=Lax`;
    store.getState().hideTopBanner();
  };
  return (
    <div css={bannerCss} data-testid="top-banner">
      <a href={banner.url || '#'}>
        {/* the seeded banner's size: its room is kept while it loads; another size takes its own ratio */}
        <img src={banner.image} alt={t('header.banner')} width={1920} height={80} />
      </a>
      <button type="button" aria-label={t('header.closeBanner')} onClick={close}>
        ×
      </button>
    </div>
  );
}
