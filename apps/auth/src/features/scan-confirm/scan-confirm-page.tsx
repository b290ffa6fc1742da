import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Avatar, theme } from '@mall/ui';
import { useApi, useMallState } from '@mall/app-kit';
import type { ApiError } from '@mall/api-client';

const pageCss = css`
  width: 450px;
  margin: 40px auto;
  background: #fff;
  padding: 40px;
  text-align: center;
  h1 {
    font-size: 20px;
    margin: 0 0 16px;
  }
  p {
    color: #666;
    margin: 8px 0 20px;
  }
  .who {
    display: flex;
    gap: 8px;
    justify-content: center;
    align-items: center;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  .actions button {
    height: 44px;
    border: 1px solid ${theme.gold};
    background: #fff;
    color: ${theme.goldText};
    font-size: 16px;
    cursor: pointer;
  }
  .actions button.primary {
    background: ${theme.gold};
    color: ${theme.text};
  }
  .actions button[disabled] {
    opacity: 0.6;
    cursor: wait;
  }
`;

type Phase = 'scanning' | 'ready' | 'sending' | 'done' | 'failed';
type ResultKey = 'expired' | 'confirmed' | 'cancelled' | 'failed';

/**
 * /login/scan_confirm?key=: a logged-in device confirms (or refuses) a QR login. Opening the page
 * marks the code scanned, so the waiting page can say so.
 */
export function ScanConfirmPage() {
  const api = useApi();
  const { t } = useTranslation();
  const user = useMallState((s) => s.users);
  const openLogin = useMallState((s) => s.openLogin);
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [phase, setPhase] = useState<Phase>('scanning');
  // the server's message as sent, else one of ours (shown in the current language)
  const [result, setResult] = useState<{ sent?: string; own: ResultKey }>({ own: 'failed' });
  const scanned = useRef<string | null>(null);

  useEffect(() => {
    if (!user || !key || scanned.current === key) return;
    scanned.current = key;
    api.post('/api/auth/scan_confirm', { key, action: 'scan' }).then(
      () => setPhase('ready'),
      (err: ApiError) => {
        setResult({ sent: err.message, own: 'expired' });
        setPhase('failed');
      },
    );
  }, [api, key, user]);

  const act = (action: 'confirm' | 'cancel') => {
    setPhase('sending');
    api.post('/api/auth/scan_confirm', { key, action }).then(
      () => {
        setResult({ own: action === 'confirm' ? 'confirmed' : 'cancelled' });
        setPhase('done');
      },
      (err: ApiError) => {
        setResult({ sent: err.message, own: 'failed' });
        setPhase('failed');
      },
    );
  };

  let body;
  if (!key) body = <p role="alert">{t('scanConfirm.invalid')}</p>;
  else if (!user)
    body = (
      <>
        <p>{t('scanConfirm.loginFirst')}</p>
        <div className="actions">
          <button
            type="button"
            className="primary"
            onClick={() => openLogin(window.location.pathname + window.location.search)}
          >
            {t('scanConfirm.login')}
          </button>
        </div>
      </>
    );
  else if (phase === 'done' || phase === 'failed')
    body = (
      <p role={phase === 'failed' ? 'alert' : 'status'} data-testid="scan-confirm-result">
        {result.sent || t(`scanConfirm.${result.own}`)}
      </p>
    );
  else
    body = (
      <>
        <div className="who">
          <Avatar src={user.avatar} size={32} />
          <span>{user.nickname}</span>
        </div>
        <p>{t('scanConfirm.question')}</p>
        <div className="actions">
          <button type="button" className="primary" disabled={phase !== 'ready'} onClick={() => act('confirm')}>
            {t('scanConfirm.confirm')}
          </button>
          <button type="button" disabled={phase !== 'ready'} onClick={() => act('cancel')}>
            {t('scanConfirm.cancel')}
          </button>
        </div>
      </>
    );

  return (
    <section css={pageCss} data-page="scan-confirm">
      <h1>{t('scanConfirm.title')}</h1>
      {body}
    </section>
  );
}
