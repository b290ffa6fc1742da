import { useEffect, useState } from 'react';
import { intentionApi } from '@mall/api-client';
import { useApi, useCaptcha } from '@mall/app-kit';
import { CaptchaCheck } from '../common/captcha-check';
import { phoneError } from './settled-rules';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { settled } from '../../i18n/zh-CN/settled';

// this module's texts come with its chunk
catalogTexts.add({ settled });

const COUNTDOWN = 60;

/**
 * The captcha (a proof of work the browser solves), then 获取验证码 (an SMS of type `intention`).
 * A send uses the check up, whatever the outcome: a new one starts after each try.
 */
export function SmsCodeField({
  phone,
  code,
  onCode,
  onError,
}: {
  phone: string;
  code: string;
  onCode: (v: string) => void;
  onError: (m: string) => void;
}) {
  const api = useApi();
  const { state: captcha, refresh } = useCaptcha();
  const [left, setLeft] = useState(0);
  const [note, setNote] = useState('');
  const { t } = useCatalogTexts();
  const phoneProblem = phoneError(phone);

  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const send = async () => {
    if (left > 0) return;
    const problem =
      (phoneProblem && t(`settled.errors.${phoneProblem}`)) ||
      { solving: t('settled.captchaSolving'), failed: t('settled.captchaFailed'), solved: '' }[captcha.status];
    if (problem) return onError(problem);
    if (captcha.status !== 'solved') return;
    setLeft(COUNTDOWN);
    try {
      await intentionApi(api).sendCode({ phone: phone.trim(), key: captcha.key, code: captcha.code });
      setNote(t('settled.sent'));
      onError('');
    } catch (err) {
      setLeft(0);
      onError((err as Error).message || t('settled.sendFailed'));
    } finally {
      refresh();
    }
  };

  return (
    <>
      <div className="field">
        <label>{t('settled.captcha')}</label>
        <div className="control inline">
          <CaptchaCheck captcha={captcha} onRetry={refresh} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="settled-code">
          <i>*</i>
          {t('settled.code')}
        </label>
        <div className="control">
          <div className="inline">
            <input
              id="settled-code"
              name="code"
              placeholder={t('settled.codeHint')}
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              onChange={(e) => onCode(e.target.value)}
            />
            <button type="button" className="send" disabled={left > 0} onClick={() => void send()}>
              {left > 0 ? t('settled.resend', { seconds: left }) : t('settled.send')}
            </button>
          </div>
          {note && <div className="note">{note}</div>}
        </div>
      </div>
    </>
  );
}
