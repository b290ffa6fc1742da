import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@mall/app-kit';
import { useToast } from '@mall/ui';
import type { ApiError } from '@mall/api-client';
import { AreaPicker } from './area-picker';
import { useCountdown } from './use-countdown';
import { checkPhone, MESSAGES } from './validation';
import type { AreaCode } from './types';

export function PhoneRow({
  area,
  onArea,
  phone,
  onPhone,
  placeholder = '请输入手机号码',
  name = 'phone',
}: {
  area: AreaCode;
  onArea: (a: AreaCode) => void;
  phone: string;
  onPhone: (v: string) => void;
  placeholder?: string;
  name?: string;
}) {
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
  return (
    <label className="agreement">
      <input type="checkbox" name="agreement" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        我已阅读并同意
        <a href={USER_AGREEMENT_URL} target="_blank" rel="noopener" data-testid="agreement-user">
          《用户协议》
        </a>
        和
        <a href={PRIVACY_URL} target="_blank" rel="noopener" data-testid="agreement-privacy">
          《隐私政策》
        </a>
      </span>
    </label>
  );
}

interface Captcha {
  key: string;
  captcha: string;
}

/** The image captcha: loaded on mount, reloaded on click and after every send attempt. */
function useCaptcha() {
  const api = useApi();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    api.get<Captcha>('/api/captcha').then(
      (c) => live && setCaptcha(c),
      () => {
        if (!live) return;
        setCaptcha(null);
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [api, version]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { captcha, failed, refresh };
}

export type SmsType = 'login' | 'change_pwd' | 'mobile';

/**
 * Image captcha, SMS code input and the send-code button. Sending needs the phone (spec §5) and
 * the captcha answer; it starts the 60 s countdown at once, and a failed send stops it, shows the
 * server's message and brings a new captcha (spec §7).
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
  const countdown = useCountdown();
  const { captcha, failed, refresh } = useCaptcha();
  const [answer, setAnswer] = useState('');

  const send = () => {
    if (countdown.disabled) {
      countdown.pressWhileDisabled();
      return;
    }
    const phoneError = checkPhone(phone, register);
    if (phoneError) return toast.error(phoneError);
    if (!answer.trim()) return toast.error(MESSAGES.captchaEmpty);
    if (!captcha) {
      refresh();
      return toast.error('图形验证码加载失败，请重试');
    }
    countdown.start();
    api
      .post('/api/auth/verify', { phone: phone.trim(), type, key: captcha.key, code: answer.trim(), area_id: area.id })
      .then(
        () => toast.success('验证码已发送'),
        (err: ApiError) => {
          countdown.stop();
          toast.error(err.message || '发送失败');
        },
      )
      .finally(() => {
        // the server uses a captcha up whatever the outcome: the next send needs a new one
        setAnswer('');
        refresh();
      });
  };

  return (
    <>
      <div className="row">
        <input
          name="captcha"
          placeholder="请输入图形验证码"
          aria-label="图形验证码"
          autoComplete="off"
          maxLength={8}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
        <button
          type="button"
          className="captcha-img"
          data-testid="captcha-image"
          title="看不清？换一张"
          onClick={refresh}
        >
          {captcha ? <img src={captcha.captcha} alt="图形验证码" /> : failed ? '点击重新加载' : '加载中…'}
        </button>
      </div>
      <div className="row">
        <input
          name="sms_code"
          placeholder={register ? '请输入验证码' : '请填写验证码'}
          aria-label="短信验证码"
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
