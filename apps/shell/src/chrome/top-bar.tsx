import { useState } from 'react';
import { css } from '@emotion/react';
import type { SiteConfig } from '@mall/api-client';
import { theme } from '@mall/ui';
import { useTranslation } from '../i18n/translation';
import { useApi, useMallState } from '@mall/app-kit';
import { clearSession, type MallUser } from '@mall/shared-state';
import { Avatar } from '@mall/ui';
import { LOCALE_COOKIE, type Locale } from '@mall/app-kit/i18n';
import { useServiceUnread } from './use-service-unread';

const barCss = css`
  height: ${theme.headerBarHeight}px;
  background: #f5f5f5;
  font-size: 12px;
  color: #666;
  .inner {
    width: ${theme.layoutWidth}px;
    margin: 0 auto;
    display: flex;
    justify-content: space-between;
    align-items: center;
    height: 100%;
  }
  a,
  button {
    color: #666;
    margin-left: 16px;
    background: none;
    border: 0;
    font-size: 12px;
    cursor: pointer;
    padding: 0;
  }
  a:hover,
  button:hover {
    color: ${theme.goldText};
  }
  .qr {
    position: relative;
    margin-left: 16px;
    cursor: default;
  }
  .qr .pop {
    display: none;
    position: absolute;
    top: 24px;
    right: -40px;
    width: 150px;
    padding: 10px;
    background: #fff;
    border: 1px solid ${theme.border};
    text-align: center;
    z-index: 30;
  }
  .qr:hover .pop {
    display: block;
  }
  .pop img {
    width: 128px;
    height: 128px;
    display: block;
    margin: 0 auto 6px;
  }
  .fav {
    position: relative;
  }
  .fav-hint {
    position: absolute;
    top: 24px;
    right: 0;
    white-space: nowrap;
    background: #333;
    color: #fff;
    padding: 4px 8px;
    z-index: 30;
  }
  .user {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .badge {
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 10px;
    padding: 0 4px;
    border-radius: 2px;
    line-height: 16px;
  }
  .unread {
    color: ${theme.priceText};
    margin-left: 4px;
  }
`;

interface LegacyBookmarkWindow {
  sidebar?: { addPanel?: (title: string, url: string, extra: string) => void };
  external?: { AddFavorite?: (url: string, title: string) => void };
}

/** Adds a bookmark where the browser still offers an API; false means: tell the shopper Ctrl+D. */
function addBookmark(title: string): boolean {
  const w = window as unknown as LegacyBookmarkWindow;
  try {
    if (w.sidebar?.addPanel) {
      w.sidebar.addPanel(title, location.href, '');
      return true;
    }
    if (w.external?.AddFavorite) {
      w.external.AddFavorite(location.href, title);
      return true;
    }
  } catch {
    // fall through to the hint
  }
  return false;
}

/** The member badge shows only when both flags are on (spec §3). */
export function showsMemberBadge(user: MallUser): boolean {
  return Boolean(user.is_open_member) && Boolean(user.is_money_level);
}

export function TopBar({ config }: { config: SiteConfig }) {
  const api = useApi();
  const siteName = config.site_name;
  const [favHint, setFavHint] = useState(false);
  const unreadNum = useMallState((s) => s.unreadNum);
  const openService = useMallState((s) => s.openService);
  useServiceUnread();
  const user = useMallState((s) => s.users);
  const openLogin = useMallState((s) => s.openLogin);
  const setLocale = useMallState((s) => s.setLocale);
  const { t, i18n } = useTranslation();
  const switchLanguage = () => {
    const next: Locale = i18n.language === 'en' ? 'zh-CN' : 'en';
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = next;
    void i18n.changeLanguage(next);
    setLocale(next);
  };
  return (
    <div css={barCss}>
      <div className="inner">
        <span>{t('topBar.welcome', { siteName })}</span>
        <nav>
          {user ? (
            <>
              <a className="user" href="/user?type=0" data-testid="top-bar-user">
                <Avatar src={user.avatar} size={20} />
                <span>{user.nickname}</span>
                {showsMemberBadge(user) && (
                  <span className="badge" data-testid="member-badge">
                    {t('topBar.memberBadge')}
                  </span>
                )}
              </a>
              <button
                type="button"
                onClick={async () => {
                  // Logout revokes the token on the server, then forgets it here (spec §6: to '/').
                  await api.post('/api/logout').catch(() => undefined);
                  clearSession();
                  window.location.assign('/');
                }}
              >
                {t('topBar.logout')}
              </button>
            </>
          ) : (
            <>
              <button type="button" onClick={() => openLogin()}>
                {t('topBar.login')}
              </button>
              <button type="button" data-testid="top-register" onClick={() => openLogin(undefined, 'register')}>
                {t('topBar.register')}
              </button>
            </>
          )}
          <a href="/user/order_list?type=1">{t('topBar.myOrders')}</a>
          <a href="/user/balance?type=3">{t('topBar.myBalance')}</a>
          <span className="qr" data-testid="mobile-qr">
            {t('topBar.mobileStore')}
            <span className="pop">
              <img src={config.wechat_qrcode} alt={t('topBar.scanQr')} />
              {t('topBar.scanQr')}
            </span>
          </span>
          <span className="fav">
            <button
              type="button"
              onClick={() => {
                if (addBookmark(siteName)) return;
                setFavHint(true);
                setTimeout(() => setFavHint(false), 3000);
              }}
            >
              {t('topBar.favourite')}
            </button>
            {favHint && (
              <span className="fav-hint" role="status">
                {t('topBar.favouriteHint')}
              </span>
            )}
          </span>
          {openService === '1' && (
            <a href="/service?mer_id=0" data-testid="service-entry" title={config.hotline ?? config.sys_phone}>
              {t('topBar.service')}
              {unreadNum > 0 && <b className="unread">{t('topBar.unread', { count: unreadNum })}</b>}
            </a>
          )}
          <button type="button" data-testid="language-switch" onClick={switchLanguage}>
            {t('topBar.language')}
          </button>
        </nav>
      </div>
    </div>
  );
}
