import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@mall/app-kit';
import { useToast } from '@mall/ui';
import type { ApiError } from '@mall/api-client';
import { forgetSpreadCode, pendingSpreadCode } from '@mall/shared-state';
import { Agreement, PhoneRow, SmsCodeFields, TextRow } from '../fields';
import { validateRegister } from '../validation';
import type { PanelProps } from './common';

/** Panel 5: register by SMS code; success goes on to account login with the number filled in. */
export function RegisterPanel({ go, phone, setPhone, area, setArea }: PanelProps) {
  const api = useApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [businessCode, setBusinessCode] = useState('');
  // the invite link's code, kept by the shell; the shopper may also type one
  const [spreadCode, setSpreadCode] = useState(pendingSpreadCode);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const error = validateRegister({ phone, code, password, agreed });
    if (error) return toast.error(t(`validation.${error}`));
    setBusy(true);
    try {
      await api.post('/api/auth/register', {
        phone: phone.trim(),
        sms_code: code.trim(),
        pwd: password,
        user_type: 'pc',
        area_id: area.id,
        business_code: businessCode.trim(),
        spread_code: spreadCode.trim(),
      });
      forgetSpreadCode();
      toast.success(t('toasts.registered'));
      go('account');
    } catch (err) {
      toast.error((err as ApiError).message || t('toasts.registerFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-panel="register"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PhoneRow area={area} onArea={setArea} phone={phone} onPhone={setPhone} />
      {/* register codes are sent with type 'login' (the server checks them as such) */}
      <SmsCodeFields phone={phone} area={area} type="login" register code={code} onCode={setCode} />
      <TextRow
        name="pwd"
        type="password"
        value={password}
        onChange={setPassword}
        placeholder={t('fields.registerPassword')}
        autoComplete="new-password"
        maxLength={16}
      />
      <TextRow
        name="business_code"
        value={businessCode}
        onChange={setBusinessCode}
        placeholder={t('fields.businessCode')}
        maxLength={32}
      />
      <TextRow
        name="spread_code"
        value={spreadCode}
        onChange={setSpreadCode}
        placeholder={t('fields.spreadCode')}
        maxLength={16}
      />
      <Agreement checked={agreed} onChange={setAgreed} />
      <button type="submit" className="submit" disabled={busy}>
        {t('buttons.register')}
      </button>
      <div className="links">
        <span />
        <button type="button" className="link gold" data-testid="to-account" onClick={() => go('account')}>
          {t('links.haveAccount')}
        </button>
      </div>
    </form>
  );
}
