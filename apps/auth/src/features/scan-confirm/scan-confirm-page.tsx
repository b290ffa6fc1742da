import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
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
    color: ${theme.gold};
    font-size: 16px;
    cursor: pointer;
  }
  .actions button.primary {
    background: ${theme.gold};
    color: #fff;
  }
  .actions button[disabled] {
    opacity: 0.6;
    cursor: wait;
  }
`;

type Phase = 'scanning' | 'ready' | 'sending' | 'done' | 'failed';

/**
 * /login/scan_confirm?key=: a logged-in device confirms (or refuses) a QR login. Opening the page
 * marks the code scanned, so the waiting page can say so.
 */
export function ScanConfirmPage() {
  const api = useApi();
  const user = useMallState((s) => s.users);
  const openLogin = useMallState((s) => s.openLogin);
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [phase, setPhase] = useState<Phase>('scanning');
  const [message, setMessage] = useState('');
  const scanned = useRef<string | null>(null);

  useEffect(() => {
    if (!user || !key || scanned.current === key) return;
    scanned.current = key;
    api.post('/api/auth/scan_confirm', { key, action: 'scan' }).then(
      () => setPhase('ready'),
      (err: ApiError) => {
        setMessage(err.message || '二维码已失效，请刷新后重新扫码');
        setPhase('failed');
      },
    );
  }, [api, key, user]);

  const act = (action: 'confirm' | 'cancel') => {
    setPhase('sending');
    api.post('/api/auth/scan_confirm', { key, action }).then(
      () => {
        setMessage(action === 'confirm' ? '已确认登录，请在电脑上继续操作' : '已取消登录');
        setPhase('done');
      },
      (err: ApiError) => {
        setMessage(err.message || '操作失败');
        setPhase('failed');
      },
    );
  };

  let body;
  if (!key) body = <p role="alert">二维码无效，请重新扫码</p>;
  else if (!user)
    body = (
      <>
        <p>请先登录，再确认电脑端的登录</p>
        <div className="actions">
          <button
            type="button"
            className="primary"
            onClick={() => openLogin(window.location.pathname + window.location.search)}
          >
            登录
          </button>
        </div>
      </>
    );
  else if (phase === 'done' || phase === 'failed')
    body = (
      <p role={phase === 'failed' ? 'alert' : 'status'} data-testid="scan-confirm-result">
        {message}
      </p>
    );
  else
    body = (
      <>
        <div className="who">
          <Avatar src={user.avatar} size={32} />
          <span>{user.nickname}</span>
        </div>
        <p>确认在电脑上登录此账号？</p>
        <div className="actions">
          <button type="button" className="primary" disabled={phase !== 'ready'} onClick={() => act('confirm')}>
            确认登录
          </button>
          <button type="button" disabled={phase !== 'ready'} onClick={() => act('cancel')}>
            取消
          </button>
        </div>
      </>
    );

  return (
    <section css={pageCss} data-page="scan-confirm">
      <h1>扫码登录确认</h1>
      {body}
    </section>
  );
}
