import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@mall/app-kit';
import { useToast } from '@mall/ui';
import { Agreement, PhoneRow, SmsCodeFields, TextRow } from '../fields';
import { validateQuick } from '../validation';
import type { LoginAnswer } from '../types';
import type { PanelProps } from './common';
import { QrCorner } from '../qr-corner';

/** Panel 1: quick login by SMS code; an unknown number gets an account (fast login). */
export function QuickLoginPanel({ go, onLoggedIn, phone, setPhone, area, setArea }: PanelProps) {
  const api = useApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [businessCode, setBusinessCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const error = validateQuick({ phone, code, agreed });
    if (error) return toast.error(t(`validation.${error}`));
    setBusy(true);
    let answer: LoginAnswer;
    try {
      answer = await api.post<LoginAnswer>('/api/auth/smslogin', {
        phone: phone.trim(),
        sms_code: code.trim(),
        area_id: area.id,
        key: '',
        business_code: businessCode.trim(),
      });
    } catch {
      setBusy(false);
      // spec §5: a failed fast login always says the code is wrong
      return toast.error(t('validation.smsLoginFailed'));
    }
    try {
      await onLoggedIn(answer);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-panel="quick"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <QrCorner onClick={() => go('wechat')} />
      <PhoneRow area={area} onArea={setArea} phone={phone} onPhone={setPhone} />
      <SmsCodeFields phone={phone} area={area} type="login" code={code} onCode={setCode} />
      <TextRow
        name="business_code"
        value={businessCode}
        onChange={setBusinessCode}
        placeholder={t('fields.businessCode')}
        maxLength={32}
      />
      <p className="hint" data-testid="fast-login-hint">
        {t('quick.fastLoginHint')}
      </p>
      <Agreement checked={agreed} onChange={setAgreed} />
      <button type="submit" className="submit" disabled={busy}>
        {t('buttons.login')}
      </button>
      <div className="links">
        <div className="group">
          <button type="button" className="link" data-testid="to-account" onClick={() => go('account')}>
            {t('links.account')}
          </button>
          <button type="button" className="link" data-testid="to-app" onClick={() => go('app')}>
            {t('links.app')}
          </button>
        </div>
        <button type="button" className="link gold" data-testid="to-register" onClick={() => go('register')}>
          {t('links.register')}
        </button>
      </div>
    </form>
  );
}
