import { useEffect } from 'react';
import { css } from '@emotion/react';
import { Link, Outlet, useLocation } from 'react-router';
import { useMallState } from '@mall/app-kit';
import { theme, ToastProvider } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { activeHref, MENU } from './menu';

const layoutCss = css`
  width: ${theme.layoutWidth}px;
  margin: 16px auto 32px;
  display: flex;
  gap: 16px;
  align-items: stretch;
  & > nav {
    width: 180px;
    flex: none;
    background: #fff;
    padding: 16px 0 24px;
  }
  & > nav > a {
    display: block;
    padding: 0 24px 10px;
    font-size: 18px;
    font-weight: bold;
    color: ${theme.text};
    text-decoration: none;
  }
  & > nav h2 {
    margin: 14px 0 6px;
    padding: 0 24px;
    font-size: 15px;
    color: ${theme.text};
  }
  & > nav ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  & > nav li a {
    display: block;
    padding: 6px 24px 6px 36px;
    color: #666;
    font-size: 14px;
    text-decoration: none;
    border-left: 3px solid transparent;
  }
  & > nav li a:hover {
    color: ${theme.goldText};
  }
  & > nav li a[aria-current='page'],
  & > nav > a[aria-current='page'] {
    color: ${theme.goldText};
    border-left-color: ${theme.gold};
  }
  main {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
  main > * {
    flex: 1;
  }
`;

/** Left menu and the page of the chosen entry; a guest is asked to log in and comes back here. */
export function UserCenterLayout() {
  const { pathname, search } = useLocation();
  const signedIn = useMallState((s) => Boolean(s.users));
  const openLogin = useMallState((s) => s.openLogin);
  const active = activeHref(pathname, search);
  const { t } = useTranslation();

  useEffect(() => {
    if (!signedIn) openLogin(pathname + search);
  }, [signedIn, openLogin, pathname, search]);

  return (
    <div css={layoutCss} data-testid="user-center">
      <nav aria-label={t('menu.label')}>
        <Link to="/user" aria-current={pathname === '/user' ? 'page' : undefined}>
          {t('menu.home')}
        </Link>
        {MENU.map((group) => (
          <section key={group.title}>
            <h2>{t(`menu.groups.${group.title}`)}</h2>
            <ul>
              {group.entries.map((e) => (
                <li key={e.href}>
                  <Link to={e.href} aria-current={active === e.href ? 'page' : undefined}>
                    {t(`menu.entries.${e.label}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <main>
        <ToastProvider>{signedIn ? <Outlet /> : <div aria-busy="true" style={{ minHeight: 480, background: '#fff' }} />}</ToastProvider>
      </main>
    </div>
  );
}
