import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { useMallState } from '@mall/app-kit';
import { LOCALE_COOKIE, type Locale } from '../i18n/create-i18n';

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
    color: ${theme.gold};
  }
`;

export function TopBar({ siteName }: { siteName: string }) {
  const user = useMallState((s) => s.users);
  const openLogin = useMallState((s) => s.openLogin);
  const setState = useMallState((s) => s.set);
  const { t, i18n } = useTranslation();
  const switchLanguage = () => {
    const next: Locale = i18n.language === 'en' ? 'zh-CN' : 'en';
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = next;
    void i18n.changeLanguage(next);
    setState({ locale: next });
  };
  return (
    <div css={barCss}>
      <div className="inner">
        <span>{t('topBar.welcome', { siteName })}</span>
        <nav>
          {user ? (
            <a href="/user?type=0">{user.nickname}</a>
          ) : (
            <>
              <button type="button" onClick={() => openLogin()}>
                {t('topBar.login')}
              </button>
              <button type="button" onClick={() => openLogin()}>
                {t('topBar.register')}
              </button>
            </>
          )}
          <a href="/user/order_list?type=1">{t('topBar.myOrders')}</a>
          <a href="/user/balance?type=3">{t('topBar.myBalance')}</a>
          <button type="button" data-testid="language-switch" onClick={switchLanguage}>
            {t('topBar.language')}
          </button>
        </nav>
      </div>
    </div>
  );
}
