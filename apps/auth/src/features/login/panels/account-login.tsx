import { useState } from 'react';
import { useApi } from '@mall/app-kit';
import { useToast } from '@mall/ui';
import type { ApiError } from '@mall/api-client';
import { Agreement, PhoneRow, TextRow } from '../fields';
import { validateAccount } from '../validation';
import type { LoginAnswer } from '../types';
import type { PanelProps } from './common';
import { QrCorner } from '../qr-corner';

/** Panel 2: account (phone) and password. */
export function AccountLoginPanel({ go, onLoggedIn, phone, setPhone, area, setArea }: PanelProps) {
  const api = useApi();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const error = validateAccount({ account: phone, password, agreed });
    if (error) return toast.error(error);
    setBusy(true);
    try {
      const answer = await api.post<LoginAnswer>('/api/auth/login', {
        account: phone.trim(),
        password,
        area_id: area.id,
      });
      await onLoggedIn(answer);
    } catch (err) {
      toast.error((err as ApiError).message || '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-panel="account"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <QrCorner onClick={() => go('wechat')} />
      <PhoneRow area={area} onArea={setArea} phone={phone} onPhone={setPhone} name="account" />
      <TextRow
        name="password"
        type="password"
        value={password}
        onChange={setPassword}
        placeholder="请填写密码"
        autoComplete="current-password"
        maxLength={64}
      />
      <Agreement checked={agreed} onChange={setAgreed} />
      <button type="submit" className="submit" disabled={busy}>
        登录
      </button>
      <div className="links">
        <div className="group">
          <button type="button" className="link" data-testid="to-quick" onClick={() => go('quick')}>
            快捷登录
          </button>
          <button type="button" className="link" data-testid="to-forgot" onClick={() => go('forgot')}>
            忘记密码
          </button>
        </div>
        <button type="button" className="link gold" data-testid="to-register" onClick={() => go('register')}>
          免费注册
        </button>
      </div>
    </form>
  );
}
