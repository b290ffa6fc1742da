import { useState } from 'react';
import { useToast } from '@mall/ui';
import { btnCss, formCss, panelCss, tabsCss } from '../../shared/page-styles';
import { SmsCodeField } from '../../shared/sms-code-field';
import { useUcApi } from '../../shared/use-uc-api';
import { useSignOut } from './use-sign-out';
import { useTranslation } from 'react-i18next';

/** /user/change_pwd: a new password, proved by the old one or an SMS code; every device logs out. */
export function PasswordPage() {
  const uc = useUcApi();
  const toast = useToast();
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [bySms, setBySms] = useState(false);
  const [form, setForm] = useState({ old_pwd: '', phone: '', sms_code: '', pwd: '', confirm_pwd: '' });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    if (form.pwd !== form.confirm_pwd) return toast.error(t('password.mismatch'));
    try {
      await uc.changePassword({
        ...(bySms ? { sms_code: form.sms_code.trim() } : { old_pwd: form.old_pwd }),
        pwd: form.pwd,
        confirm_pwd: form.confirm_pwd,
      });
      toast.success(t('password.changed'));
      signOut();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <section css={panelCss} data-testid="uc-password-page">
      <h1>{t('password.title')}</h1>
      <nav css={tabsCss}>
        <button type="button" aria-current={!bySms ? 'page' : undefined} onClick={() => setBySms(false)}>
          {t('password.byOld')}
        </button>
        <button type="button" aria-current={bySms ? 'page' : undefined} onClick={() => setBySms(true)}>
          {t('password.bySms')}
        </button>
      </nav>
      <div css={formCss}>
        {bySms ? (
          <>
            <label>
              <span>{t('password.phone')}</span>
              <input type="tel" name="phone" maxLength={11} value={form.phone} onChange={(e) => set({ phone: e.target.value })} />
            </label>
            <SmsCodeField phone={form.phone} type="change_pwd" code={form.sms_code} onCode={(v) => set({ sms_code: v })} />
          </>
        ) : (
          <label>
            <span>{t('password.old')}</span>
            <input type="password" name="old_pwd" autoComplete="current-password" value={form.old_pwd} onChange={(e) => set({ old_pwd: e.target.value })} />
          </label>
        )}
        <label>
          <span>{t('password.new')}</span>
          <input type="password" name="pwd" autoComplete="new-password" placeholder={t('password.newPlaceholder')} value={form.pwd} onChange={(e) => set({ pwd: e.target.value })} />
        </label>
        <label>
          <span>{t('password.confirm')}</span>
          <input type="password" name="confirm_pwd" autoComplete="new-password" value={form.confirm_pwd} onChange={(e) => set({ confirm_pwd: e.target.value })} />
        </label>
        <div className="actions">
          <button type="button" css={btnCss} onClick={() => void submit()}>
            {t('password.submit')}
          </button>
        </div>
      </div>
    </section>
  );
}
