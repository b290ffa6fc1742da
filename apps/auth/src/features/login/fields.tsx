import { useTranslation } from 'react-i18next';
import { CaptchaStatus, useApi, useCaptcha } from '@mall/app-kit';
import { useToast } from '@mall/ui';
import type { ApiError } from '@mall/api-client';
import { AreaPicker } from './area-picker';
import { useCountdown } from './use-countdown';
import { checkPhone } from './validation';
import type { AreaCode } from './types';

export function PhoneRow({
  area,
  onArea,
  phone,
  onPhone,
  name = 'phone',
}: {
  area: AreaCode;
  onArea: (a: AreaCode) => void;
  phone: string;
  onPhone: (v: string) => void;
  name?: string;
}) {
  const { t } = useTranslation();
  const placeholder = t('fields.phone');
  return (
    <div className="row">
      <AreaPicker value={area} onChange={onArea} />
      <input
        name={name}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={20}
        value={phone}
        onChange={(e) => onPhone(e.target.value)}
      />
    </div>
  );
}

export function TextRow({
  name,
  value,
  onChange,
  placeholder,
  type = 'text',
  autoComplete,
  maxLength,
}: {
  name: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  maxLength?: number;
}) {
  return (
    <div className="row">
      <input
        name={name}
        type={type}
        placeholder={placeholder}
        aria-label={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export const USER_AGREEMENT_URL = '/privacy_agreement?type=sys_user_agree';
export const PRIVACY_URL = '/privacy_agreement?type=sys_userr_privacy';

export function Agreement({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="agreement">
      <input type="checkbox" name="agreement" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {t('agreement.before')}
        <a href={USER_AGREEMENT_URL} target="_blank" rel="noopener" data-testid="agreement-user">
          {t('agreement.user')}
        </a>
        {t('agreement.and')}
        <a href={PRIVACY_URL} target="_blank" rel="noopener" data-testid="agreement-privacy">
          {t('agreement.privacy')}
        </a>
      </span>
    </label>
  );
}

export type SmsType = 'login' | 'change_pwd' | 'mobile';

/**
 * The captcha (a proof of work the browser solves by itself), SMS code input and the send-code
 * button. Sending needs the phone (spec §5) and a solved check; it starts the 60 s countdown at
 * once, and a failed send stops it, shows the server's message and brings a new check (spec §7).
 */
export function SmsCodeFields({
  phone,
  area,
  type,
  register = false,
  code,
  onCode,
}: {
  phone: string;
  area: AreaCode;
  type: SmsType;
  register?: boolean;
  code: string;
  onCode: (v: string) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const { t } = useTranslation();
  const countdown = useCountdown();
  const { state: captcha, refresh } = useCaptcha();

  const send = () => {
    if (countdown.disabled) {
      countdown.pressWhileDisabled();
      return;
    }
    const phoneError = checkPhone(phone, register);
    if (phoneError) return toast.error(t(`validation.${phoneError}`));
    if (captcha.status === 'failed') {
      refresh();
      return toast.error(t('sms.captchaFailed'));
    }
    if (captcha.status === 'solving') return toast.error(t('sms.captchaPending'));
    countdown.start();
    api
      .post('/api/auth/verify', { phone: phone.trim(), type, key: captcha.key, code: captcha.code, area_id: area.id })
      .then(
        () => toast.success(t('sms.sent')),
        (err: ApiError) => {
          countdown.stop();
          toast.error(err.message || t('sms.sendFailed'));
        },
      )
      // the server uses a challenge up whatever the outcome: the next send needs a new one
      .finally(refresh);
  };

  return (
    <>
      <div className="row">
        <CaptchaStatus
          className="captcha-check"
          state={captcha}
          onRetry={refresh}
          labels={{
            solving: t('captcha.solving'),
            solved: t('captcha.solved'),
            failed: t('captcha.failed'),
            retry: t('captcha.retry'),
          }}
        />
      </div>
      <div className="row">
        <input
          name="sms_code"
          placeholder={t(register ? 'fields.smsCodeRegister' : 'fields.smsCode')}
          aria-label={t('fields.smsCodeLabel')}
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(e) => onCode(e.target.value)}
        />
        <button
          type="button"
          className="send-code"
          data-testid="send-code"
          aria-disabled={countdown.disabled}
          onClick={send}
        >
          {countdown.text}
        </button>
      </div>
    </>
  );
}
