import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const error = validateAccount({ account: phone, password, agreed });
    if (error) return toast.error(t(`validation.${error}`));
    setBusy(true);
    try {
      const answer = await api.post<LoginAnswer>('/api/auth/login', {
        account: phone.trim(),
        password,
        area_id: area.id,
      });
      await onLoggedIn(answer);
    } catch (err) {
      toast.error((err as ApiError).message || t('toasts.loginFailed'));
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
        placeholder={t('fields.password')}
        autoComplete="current-password"
        maxLength={64}
      />
      <Agreement checked={agreed} onChange={setAgreed} />
      <button type="submit" className="submit" disabled={busy}>
        {t('buttons.login')}
      </button>
      <div className="links">
        <div className="group">
          <button type="button" className="link" data-testid="to-quick" onClick={() => go('quick')}>
            {t('links.quick')}
          </button>
          <button type="button" className="link" data-testid="to-forgot" onClick={() => go('forgot')}>
            {t('links.forgot')}
          </button>
        </div>
        <button type="button" className="link gold" data-testid="to-register" onClick={() => go('register')}>
          {t('links.register')}
        </button>
      </div>
    </form>
  );
}
