import { useCallback, useEffect, useState } from 'react';
import { intentionApi } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { phoneError } from './settled-rules';

interface Captcha {
  key: string;
  captcha: string;
}

const COUNTDOWN = 60;

/**
 * Image captcha, then 获取验证码 (an SMS of type `intention`). A send uses the captcha up,
 * whatever the answer: a new one is loaded after each try.
 */
export function SmsCodeField({ phone, code, onCode, onError }: { phone: string; code: string; onCode: (v: string) => void; onError: (m: string) => void }) {
  const api = useApi();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [answer, setAnswer] = useState('');
  const [left, setLeft] = useState(0);
  const [note, setNote] = useState('');

  const refresh = useCallback(() => {
    api.get<Captcha>('/api/captcha').then(setCaptcha, () => setCaptcha(null));
  }, [api]);
  useEffect(refresh, [refresh]);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const send = async () => {
    if (left > 0) return;
    const problem = phoneError(phone) || (answer.trim() ? '' : '请输入图形验证码');
    if (problem) return onError(problem);
    if (!captcha) return refresh();
    setLeft(COUNTDOWN);
    try {
      await intentionApi(api).sendCode({ phone: phone.trim(), key: captcha.key, code: answer.trim() });
      setNote('验证码已发送');
      onError('');
    } catch (err) {
      setLeft(0);
      onError((err as Error).message || '发送失败');
    } finally {
      setAnswer('');
      refresh();
    }
  };

  return (
    <>
      <div className="field">
        <label htmlFor="settled-captcha">图形验证码</label>
        <div className="control inline">
          <input id="settled-captcha" name="captcha" placeholder="请输入图形验证码" autoComplete="off" maxLength={8} value={answer} onChange={(e) => setAnswer(e.target.value)} />
          <button type="button" className="captcha" title="看不清？换一张" onClick={refresh} data-testid="captcha-image">
            {captcha ? <img src={captcha.captcha} alt="图形验证码" /> : '加载中'}
          </button>
        </div>
      </div>
      <div className="field">
        <label htmlFor="settled-code">
          <i>*</i>短信验证码
        </label>
        <div className="control">
          <div className="inline">
            <input id="settled-code" name="code" placeholder="请输入验证码" autoComplete="one-time-code" maxLength={8} value={code} onChange={(e) => onCode(e.target.value)} />
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
