import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useApi } from '@mall/app-kit';
import { useToast } from '@mall/ui';
import { plainBtnCss } from './page-styles';

const rowCss = css`
  img {
    height: 36px;
    cursor: pointer;
    border: 1px solid #ddd;
  }
  button {
    flex: none;
    width: 110px;
  }
`;

/**
 * Image captcha + SMS code with the send button: sending needs the phone and the captcha answer
 * (the server uses the captcha up either way, so a new one is loaded after every attempt).
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
  const [captcha, setCaptcha] = useState<{ key: string; captcha: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const refresh = useCallback(() => {
    api.get<{ key: string; captcha: string }>('/api/captcha').then(setCaptcha, () => setCaptcha(null));
  }, [api]);
  useEffect(() => {
    refresh();
    return () => {
      if (timer.current) clearInterval(timer.current);
    };
  }, [refresh]);

  const countDown = () => {
    setLeft(60);
    timer.current = setInterval(() => setLeft((s) => (s <= 1 ? (clearInterval(timer.current!), 0) : s - 1)), 1000);
  };

  const send = async () => {
    if (!/^1[3-9]\d{9}$/.test(phone.trim())) return toast.error('请输入正确的手机号码');
    if (!answer.trim() || !captcha) return toast.error('请输入图形验证码');
    try {
      await api.post('/api/auth/verify', { phone: phone.trim(), type, key: captcha.key, code: answer.trim(), area_id: 19 });
      toast.success('验证码已发送');
      countDown();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setAnswer('');
      refresh();
    }
  };

  return (
    <>
      <label css={rowCss}>
        <span>图形验证码</span>
        <input type="text" name="captcha" autoComplete="off" maxLength={8} value={answer} onChange={(e) => setAnswer(e.target.value)} />
        {captcha && <img src={captcha.captcha} alt="图形验证码" title="看不清？换一张" onClick={refresh} />}
      </label>
      <label css={rowCss}>
        <span>短信验证码</span>
        <input type="text" name="sms_code" autoComplete="one-time-code" maxLength={8} value={code} onChange={(e) => onCode(e.target.value)} />
        <button type="button" css={plainBtnCss} disabled={left > 0} onClick={() => void send()} data-testid="send-sms">
          {left > 0 ? `${left}s后重发` : '获取验证码'}
        </button>
      </label>
    </>
  );
}
