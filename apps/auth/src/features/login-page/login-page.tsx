import { useCallback } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { theme, ToastProvider } from '@mall/ui';
import { useApi, useMallState, useMallStore } from '@mall/app-kit';
import { navigateTo } from '@mall/shared-state';
import { LoginPanels } from '../login/login-panels';
import { backTarget, startSession } from '../login/session';
import type { LoginAnswer } from '../login/types';

const pageCss = css`
  width: ${theme.layoutWidth}px;
  margin: 16px auto 32px;
  min-height: 600px;
  padding: 56px 80px;
  box-sizing: border-box;
  display: flex;
  justify-content: space-between;
  align-items: center;
  background:
    radial-gradient(circle at 18% 24%, rgba(255, 255, 255, 0.45) 0, rgba(255, 255, 255, 0) 34%),
    linear-gradient(120deg, #f9c940 0%, ${theme.gold} 46%, #e59a0c 100%);
  .intro {
    color: #fff;
    max-width: 520px;
    text-shadow: 0 1px 3px rgba(122, 78, 0, 0.35);
  }
  .intro .brand {
    margin: 0;
    font-size: 34px;
    letter-spacing: 2px;
  }
  .intro .brand img {
    display: block;
    height: 64px;
    background: #fff;
    border-radius: 12px;
    padding: 2px 12px 2px 0;
    box-shadow: 0 4px 12px rgba(122, 78, 0, 0.18);
  }
  .intro .slogan {
    margin: 24px 0 36px;
    font-size: 22px;
    line-height: 34px;
    opacity: 0.95;
  }
  .intro ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(180px, max-content));
    gap: 16px 24px;
  }
  .intro li {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: 16px;
  }
  .intro li::before {
    content: '✓';
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.25);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-size: 14px;
  }
  .card {
    box-shadow: 0 12px 32px rgba(122, 78, 0, 0.25);
    border-radius: 4px;
    overflow: hidden;
  }
  .signed-in {
    width: 450px;
    box-sizing: border-box;
    background: #fff;
    padding: 48px 40px;
    text-align: center;
    font-size: 16px;
  }
  .signed-in a {
    display: inline-block;
    margin-top: 16px;
    padding: 10px 36px;
    background: ${theme.gold};
    color: ${theme.text};
    border-radius: 2px;
  }
`;

/** What a member gets; shown beside the form (keys under loginPage.perks). */
const PERKS = ['genuine', 'fast', 'overseas', 'testing'] as const;

/** /login: the dialog's panels beside the site's brand; after login, to ?back= or home (spec §6). */
export function LoginPage() {
  const store = useMallStore();
  const api = useApi();
  const user = useMallState((s) => s.users);
  const logoUrl = useMallState((s) => s.logoUrl);
  const siteName = useMallState((s) => s.titleCon);
  const location = useLocation();
  const { t } = useTranslation();
  const target = backTarget(location.search);

  const onLoggedIn = useCallback(
    async (answer: LoginAnswer) => {
      await startSession(store, api, answer);
      navigateTo(target, { replace: true });
    },
    [store, api, target],
  );

  return (
    <section css={pageCss} data-page="login">
      <div className="intro">
        <h1 className="brand">{logoUrl ? <img src={logoUrl} alt={siteName} /> : siteName}</h1>
        <p className="slogan">
          {t('loginPage.slogan', { siteName })}
          <br />
          {t('loginPage.sloganMore')}
        </p>
        <ul>
          {PERKS.map((perk) => (
            <li key={perk}>{t(`loginPage.perks.${perk}`)}</li>
          ))}
        </ul>
      </div>
      <div className="card">
        {user ? (
          <div className="signed-in" data-testid="login-signed-in">
            <p>{t('loginPage.signedIn', { nickname: user.nickname })}</p>
            <a href={target}>{t('loginPage.continue')}</a>
          </div>
        ) : (
          <ToastProvider>
            <LoginPanels onLoggedIn={onLoggedIn} />
          </ToastProvider>
        )}
      </div>
    </section>
  );
}
