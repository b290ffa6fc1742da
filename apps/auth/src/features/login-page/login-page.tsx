import { useCallback } from 'react';
import { css } from '@emotion/react';
import { useLocation } from 'react-router';
import { theme } from '@mall/ui';
import { useApi, useMallState, useMallStore } from '@mall/app-kit';
import { navigateTo } from '@mall/shared-state';
import { LoginPanels } from '../login/login-panels';
import { backTarget, startSession } from '../login/session';
import { ToastProvider } from '../login/toast';
import type { LoginAnswer } from '../login/types';

const pageCss = css`
  width: ${theme.layoutWidth}px;
  margin: 16px auto 32px;
  min-height: 560px;
  padding: 48px 0;
  display: flex;
  justify-content: center;
  align-items: flex-start;
  background: linear-gradient(135deg, #fdf3d7 0%, #f7e1a1 100%);
  > div {
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.08);
  }
  .signed-in {
    width: 450px;
    background: #fff;
    padding: 40px;
    text-align: center;
  }
  .signed-in a {
    display: inline-block;
    margin-top: 16px;
    padding: 8px 28px;
    background: ${theme.gold};
    color: #fff;
  }
`;

/** /login: the dialog's panels on a page; after login, to ?back= or home (spec §6). */
export function LoginPage() {
  const store = useMallStore();
  const api = useApi();
  const user = useMallState((s) => s.users);
  const location = useLocation();
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
      {user ? (
        <div className="signed-in" data-testid="login-signed-in">
          <p>您已登录：{user.nickname}</p>
          <a href={target}>继续</a>
        </div>
      ) : (
        <ToastProvider>
          <LoginPanels onLoggedIn={onLoggedIn} />
        </ToastProvider>
      )}
    </section>
  );
}
