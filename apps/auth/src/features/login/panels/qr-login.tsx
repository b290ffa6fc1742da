import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '@mall/app-kit';
import type { ApiError, Envelope, QrLoginAppCode, QrLoginPcCode, QrLoginWaiting } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import type { LoginAnswer } from '../types';
import type { PanelProps } from './common';

/** QR poll interval (spec §9). */
export const QR_POLL_MS = 2000;

interface QrKind {
  create: (api: MallApi) => Promise<{ key: string; image: string }>;
  checkUrl: string;
  hint: 'qr.wechatHint' | 'qr.appHint';
}

export const QR_KINDS = {
  /** Panel 3: messaging-app QR. */
  wechat: {
    create: (api) => api.get<QrLoginPcCode>('/api/pc/login/scan').then((r) => ({ key: r.key, image: r.qrcode })),
    checkUrl: '/api/pc/login/scan/check',
    hint: 'qr.wechatHint',
  },
  /** Panel 6: the mall's app. */
  app: {
    create: (api) => api.get<QrLoginAppCode>('/api/auth/scan_qrcode').then((r) => ({ key: r.key, image: r.info.dir })),
    checkUrl: '/api/auth/scan_check',
    hint: 'qr.appHint',
  },
} satisfies Record<string, QrKind>;

type QrState =
  | { phase: 'loading' }
  | { phase: 'waiting'; key: string; image: string; message?: string }
  /** expired (400), or the code could not be made: `failure` holds the server's message */
  | { phase: 'closed'; image?: string; failure?: string };

/**
 * A QR login panel: shows a new code and polls its check every 2 s. 200 logs in; 201 (the client
 * rejects it as a non-200 status) means keep waiting; 400 stops polling and offers a new code.
 * Leaving the panel (unmount) stops polling.
 */
export function QrLoginPanel({ kind, go, onLoggedIn }: PanelProps & { kind: keyof typeof QR_KINDS }) {
  const api = useApi();
  const { t } = useTranslation();
  const config: QrKind = QR_KINDS[kind];
  const [state, setState] = useState<QrState>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  const onLoggedInRef = useRef(onLoggedIn);
  onLoggedInRef.current = onLoggedIn;

  useEffect(() => {
    let live = true;
    setState({ phase: 'loading' });
    config.create(api).then(
      (qr) => live && setState({ phase: 'waiting', ...qr }),
      (err: ApiError) => live && setState({ phase: 'closed', failure: err.message ?? '' }),
    );
    return () => {
      live = false;
    };
  }, [api, config, round]);

  const key = state.phase === 'waiting' ? state.key : null;
  useEffect(() => {
    if (!key) return;
    let live = true;
    let inFlight = false;
    const stop = () => {
      live = false;
      clearInterval(timer);
    };
    const poll = () => {
      if (!live || inFlight) return;
      inFlight = true;
      api
        .post<LoginAnswer>(config.checkUrl, { key })
        .then(
          (answer) => {
            if (!live) return;
            stop();
            void onLoggedInRef.current(answer);
          },
          (err: ApiError) => {
            if (!live) return;
            if (err.status === 201) {
              // still waiting; once scanned (or confirmed) the server's message says so
              const waiting = err.body as Envelope<QrLoginWaiting> | undefined;
              const message = waiting?.data?.state === 'new' ? undefined : waiting?.message || undefined;
              setState((s) => (s.phase === 'waiting' && s.key === key ? { ...s, message } : s));
              return;
            }
            if (err.status === 400) {
              stop();
              setState((s) => ({
                phase: 'closed',
                image: s.phase === 'waiting' ? s.image : undefined,
              }));
            }
            // anything else (network, 5xx): try again on the next tick
          },
        )
        .finally(() => {
          inFlight = false;
        });
    };
    const timer = setInterval(poll, QR_POLL_MS);
    return stop;
  }, [api, config, key]);

  const image = state.phase === 'loading' ? undefined : state.image;
  const closedText =
    state.phase !== 'closed'
      ? ''
      : state.failure === undefined
        ? t('qr.expired')
        : t('qr.failedRefresh', { message: state.failure || t('qr.loadFailed') });
  return (
    <div className="qr" data-panel={kind}>
      <div className="frame" data-testid="qr-frame">
        {image && <img src={image} alt={t('qr.image')} data-testid="qr-image" />}
        {state.phase === 'closed' && (
          <button type="button" className="expired" data-testid="qr-refresh" onClick={() => setRound((r) => r + 1)}>
            {closedText}
          </button>
        )}
      </div>
      <p data-testid="qr-hint">{state.phase === 'waiting' && state.message ? state.message : t(config.hint)}</p>
      <div className="links">
        <button type="button" className="link" data-testid="to-quick" onClick={() => go('quick')}>
          {t('links.quickSms')}
        </button>
        <button type="button" className="link" data-testid="to-account" onClick={() => go('account')}>
          {t('links.account')}
        </button>
      </div>
    </div>
  );
}
