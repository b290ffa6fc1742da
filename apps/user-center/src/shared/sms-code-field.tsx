import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { CaptchaStatus, useApi, useCaptcha } from '@mall/app-kit';
import { useToast } from '@mall/ui';
import { plainBtnCss } from './page-styles';
import { useTranslation } from 'react-i18next';

const rowCss = css`
  [data-status] {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  button {
    flex: none;
    width: 110px;
  }
`;

/**
 * The captcha (a proof of work the browser solves) + SMS code with the send button: sending needs
 * the phone and a solved check (the server uses it up either way, so a new one starts after every attempt).
 */
export function SmsCodeField({
  phone,
  type,
  code,
  onCode,
}: {
  phone: string;
  type: 'mobile' | 'change_pwd';
  code: string;
  onCode: (v: string) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const { t } = useTranslation();
  const { state: captcha, refresh } = useCaptcha();
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const countDown = () => {
    setLeft(60);
    timer.current = setInterval(() => setLeft((s) => (s <= 1 ? (clearInterval(timer.current!), 0) : s - 1)), 1000);
  };

  const send = async () => {
    if (!/^1[3-9]\d{9}$/.test(phone.trim())) return toast.error(t('sms.badPhone'));
    if (captcha.status !== 'solved') return toast.error(t(captcha.status === 'failed' ? 'sms.captchaFailed' : 'sms.captchaPending'));
    try {
      await api.post('/api/auth/verify', { phone: phone.trim(), type, key: captcha.key, code: captcha.code, area_id: 19 });
      toast.success(t('sms.sent'));
      countDown();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      refresh();
    }
  };

  return (
    <>
      <div css={rowCss}>
        <span>{t('sms.captcha')}</span>
        <CaptchaStatus state={captcha} onRetry={refresh} labels={t('sms.captchaLabels', { returnObjects: true })} />
      </div>
      <label css={rowCss}>
        <span>{t('sms.code')}</span>
        <input type="text" name="sms_code" autoComplete="one-time-code" maxLength={8} value={code} onChange={(e) => onCode(e.target.value)} />
        <button type="button" css={plainBtnCss} disabled={left > 0} onClick={() => void send()} data-testid="send-sms">
          {left > 0 ? t('sms.resend', { s: left }) : t('sms.get')}
        </button>
      </label>
    </>
  );
}
