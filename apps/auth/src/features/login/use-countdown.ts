import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SMS resend countdown (spec §9). */
export const SMS_COUNTDOWN_S = 60;

/** What the button says: a key under countdown. of the catalogues. */
type Label = { key: 'send' | 'resend' } | { key: 'remaining'; seconds: number };

/**
 * The send-code button's state machine (spec §4): start() disables it and shows '剩余 60s',
 * one second less each second; at 0 it is enabled again with '重新获取'. A press while disabled
 * only resets the text to '获取验证码' (the running countdown writes its text again on the next
 * tick). stop() ends the countdown early, e.g. when sending failed.
 */
export function useCountdown(seconds = SMS_COUNTDOWN_S) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ disabled: boolean; label: Label }>({ disabled: false, label: { key: 'send' } });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => clear, [clear]);

  const start = useCallback(() => {
    clear();
    let remaining = seconds;
    setState({ disabled: true, label: { key: 'remaining', seconds: remaining } });
    timer.current = setInterval(() => {
      remaining -= 1;
      if (remaining <= 0) {
        clear();
        setState({ disabled: false, label: { key: 'resend' } });
      } else {
        setState({ disabled: true, label: { key: 'remaining', seconds: remaining } });
      }
    }, 1000);
  }, [clear, seconds]);

  const stop = useCallback(() => {
    clear();
    setState({ disabled: false, label: { key: 'send' } });
  }, [clear]);

  const pressWhileDisabled = useCallback(() => setState((s) => ({ ...s, label: { key: 'send' } })), []);

  const { label } = state;
  const text =
    label.key === 'remaining' ? t('countdown.remaining', { seconds: label.seconds }) : t(`countdown.${label.key}`);
  return { disabled: state.disabled, text, start, stop, pressWhileDisabled };
}
