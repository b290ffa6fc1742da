import { useCallback, useEffect, useState } from 'react';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { useApi } from './context';

/** The proof of work of GET /api/captcha (apps/api/src/modules/auth/captcha.ts), as a form sees it. */
export type CaptchaState =
  | { status: 'solving' }
  | { status: 'solved'; key: string; code: string }
  | { status: 'failed' };

export const CAPTCHA_LABELS = { solving: '验证中…', solved: '验证通过', failed: '验证失败，请重试', retry: '重试' };

/**
 * Fetches a challenge and solves it at once. The work is Web Crypto's PBKDF2, which runs off the
 * main thread, so the page stays responsive. `refresh` starts over: the server uses a challenge up
 * whatever the outcome, so a form refreshes after every send.
 */
export function useCaptcha() {
  const api = useApi();
  const [state, setState] = useState<CaptchaState>({ status: 'solving' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'solving' });
    api
      .get<{ captcha: Challenge; key: string }>('/api/captcha')
      .then(async ({ captcha, key }) => {
        const solution = await solveChallenge({ challenge: captcha, deriveKey, controller });
        if (controller.signal.aborted) return;
        if (!solution) throw new Error('not solved');
        setState({ status: 'solved', key, code: btoa(JSON.stringify({ challenge: captcha, solution })) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [api, round]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { state, refresh };
}

/** The check's state, announced to screen readers; a failed check offers a retry button. */
export function CaptchaStatus({
  state,
  onRetry,
  className,
  labels = CAPTCHA_LABELS,
}: {
  state: CaptchaState;
  onRetry: () => void;
  className?: string;
  labels?: typeof CAPTCHA_LABELS;
}) {
  return (
    <div className={className} data-testid="captcha-check" data-status={state.status}>
      <span role="status">{labels[state.status]}</span>
      {state.status === 'failed' && (
        <button type="button" onClick={onRetry}>
          {labels.retry}
        </button>
      )}
    </div>
  );
}
