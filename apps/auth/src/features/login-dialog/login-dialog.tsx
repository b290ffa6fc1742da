import { useCallback, useEffect } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme, ToastProvider } from '@mall/ui';
import { useApi, useMallState, useMallStore } from '@mall/app-kit';
import { LoginPanels } from '../login/login-panels';
import { leaveDialogAfterLogin, startSession } from '../login/session';
import type { LoginAnswer } from '../login/types';

const maskCss = css`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.5);
  display: flex;
  align-items: center;
  justify-content: center;
  z-index: 1000;
  overflow-y: auto;
  .close {
    position: absolute;
    right: 14px;
    top: 10px;
    border: 0;
    background: none;
    font-size: 24px;
    line-height: 1;
    cursor: pointer;
    color: ${theme.muted};
    z-index: 1;
  }
  .close:hover {
    color: ${theme.text};
  }
`;

/** The login dialog, shown while the shared login flag is on (spec §2, §4). */
export function LoginDialog() {
  const open = useMallState((s) => s.login);
  const close = useMallState((s) => s.closeLogin);
  const initialPanel = useMallState((s) => s.loginPanel);
  const store = useMallStore();
  const api = useApi();
  const { t } = useTranslation();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  const onLoggedIn = useCallback(
    async (answer: LoginAnswer) => {
      await startSession(store, api, answer);
      leaveDialogAfterLogin(store);
    },
    [store, api],
  );

  if (!open) return null;
  return (
    <ToastProvider>
      <div css={maskCss} data-testid="login-dialog-mask">
        <div role="dialog" aria-modal="true" aria-label={t('dialog.label')} data-testid="login-dialog">
          <LoginPanels
            onLoggedIn={onLoggedIn}
            initialPanel={initialPanel}
            closeButton={
              <button
                className="close"
                type="button"
                aria-label={t('dialog.close')}
                data-testid="login-dialog-close"
                onClick={close}
              >
                ×
              </button>
            }
          />
        </div>
      </div>
    </ToastProvider>
  );
}
