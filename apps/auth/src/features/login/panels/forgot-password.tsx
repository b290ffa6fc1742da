import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@mall/app-kit';
import { useToast } from '@mall/ui';
import type { ApiError } from '@mall/api-client';
import { PhoneRow, SmsCodeFields, TextRow } from '../fields';
import { validateReset } from '../validation';
import type { PanelProps } from './common';

/** Panel 4: a new password by SMS code (type change_pwd); success returns to account login. */
export function ForgotPasswordPanel({ go, phone, setPhone, area, setArea }: PanelProps) {
  const api = useApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const error = validateReset({ phone, code, password, confirm });
    if (error) return toast.error(t(`validation.${error}`));
    setBusy(true);
    try {
      await api.post('/api/user/change_pwd', {
        phone: phone.trim(),
        sms_code: code.trim(),
        pwd: password,
        confirm_pwd: confirm,
        area_id: area.id,
        key: '',
      });
      toast.success(t('toasts.passwordChanged'));
      go('account');
    } catch (err) {
      toast.error((err as ApiError).message || t('toasts.changeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      data-panel="forgot"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <PhoneRow area={area} onArea={setArea} phone={phone} onPhone={setPhone} />
      <SmsCodeFields phone={phone} area={area} type="change_pwd" code={code} onCode={setCode} />
      <TextRow
        name="pwd"
        type="password"
        value={password}
        onChange={setPassword}
        placeholder={t('fields.newPassword')}
        autoComplete="new-password"
        maxLength={16}
      />
      <TextRow
        name="confirm_pwd"
        type="password"
        value={confirm}
        onChange={setConfirm}
        placeholder={t('fields.confirmPassword')}
        autoComplete="new-password"
        maxLength={16}
      />
      <button type="submit" className="submit" disabled={busy}>
        {t('buttons.confirmReset')}
      </button>
      <div className="links">
        <span />
        <button type="button" className="link gold" data-testid="to-account" onClick={() => go('account')}>
          {t('links.backToLogin')}
        </button>
      </div>
    </form>
  );
}
