import { useCallback, useEffect, useRef, useState } from 'react';

/** SMS resend countdown (spec §9). */
export const SMS_COUNTDOWN_S = 60;
export const SEND_CODE_TEXT = '获取验证码';
export const RESEND_TEXT = '重新获取';
export const remainingText = (s: number) => `剩余 ${s}s`;

/**
 * The send-code button's state machine (spec §4): start() disables it and shows '剩余 60s',
 * one second less each second; at 0 it is enabled again with '重新获取'. A press while disabled
 * only resets the text to '获取验证码' (the running countdown writes its text again on the next
 * tick). stop() ends the countdown early, e.g. when sending failed.
 */
export function useCountdown(seconds = SMS_COUNTDOWN_S) {
  const [state, setState] = useState({ disabled: false, text: SEND_CODE_TEXT });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => clear, [clear]);

  const start = useCallback(() => {
    clear();
    let remaining = seconds;
    setState({ disabled: true, text: remainingText(remaining) });
    timer.current = setInterval(() => {
      remaining -= 1;
      if (remaining <= 0) {
        clear();
        setState({ disabled: false, text: RESEND_TEXT });
      } else {
        setState({ disabled: true, text: remainingText(remaining) });
      }
    }, 1000);
  }, [clear, seconds]);

  const stop = useCallback(() => {
    clear();
    setState({ disabled: false, text: SEND_CODE_TEXT });
  }, [clear]);

  const pressWhileDisabled = useCallback(() => setState((s) => ({ ...s, text: SEND_CODE_TEXT })), []);

  return { ...state, start, stop, pressWhileDisabled };
}
