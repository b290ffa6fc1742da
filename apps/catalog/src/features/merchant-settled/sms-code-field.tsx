import { useEffect, useState } from 'react';
import { intentionApi } from '@mall/api-client';
import { CaptchaStatus, useApi, useCaptcha } from '@mall/app-kit';
import { phoneError } from './settled-rules';

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

  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const send = async () => {
    if (left > 0) return;
    const problem =
      phoneError(phone) ||
      { solving: '人机验证中，请稍候', failed: '人机验证失败，请重试', solved: '' }[captcha.status];
    if (problem) return onError(problem);
    if (captcha.status !== 'solved') return;
    setLeft(COUNTDOWN);
    try {
      await intentionApi(api).sendCode({ phone: phone.trim(), key: captcha.key, code: captcha.code });
      setNote('验证码已发送');
      onError('');
    } catch (err) {
      setLeft(0);
      onError((err as Error).message || '发送失败');
    } finally {
      refresh();
    }
  };

  return (
    <>
      <div className="field">
        <label>人机验证</label>
        <div className="control inline">
          <CaptchaStatus className="captcha" state={captcha} onRetry={refresh} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="settled-code">
          <i>*</i>短信验证码
        </label>
        <div className="control">
          <div className="inline">
            <input
              id="settled-code"
              name="code"
              placeholder="请输入验证码"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              onChange={(e) => onCode(e.target.value)}
            />
            <button type="button" className="send" disabled={left > 0} onClick={() => void send()}>
              {left > 0 ? `${left}s后重新获取` : '获取验证码'}
            </button>
          </div>
          {note && <div className="note">{note}</div>}
        </div>
      </div>
    </>
  );
}
