import { useEffect, useRef, useState } from 'react';
import { liveApi } from '@mall/api-client';
import { useApi } from '@mall/app-kit';

/** Taps within this time go to the server as one like request. */
const BATCH_MS = 600;
const MAX_BATCH = 20;

/**
 * 点赞: every tap counts at once on screen; taps are sent in batches, and the server's total (or
 * its refusal, e.g. too fast) replaces the guess.
 */
export function useLikes(roomId: number, setLikes: (update: (n: number) => number) => void) {
  const api = useApi();
  const pending = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [notice, setNotice] = useState('');

  const flush = () => {
    timer.current = null;
    const n = Math.min(pending.current, MAX_BATCH);
    pending.current = 0;
    if (n === 0) return;
    liveApi(api)
      .like(roomId, n)
      .then(
        ({ likes }) => setLikes(() => likes),
        (err: Error) => {
          setLikes((shown) => shown - n);
          setNotice(err.message);
        },
      );
  };

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const tap = () => {
    setNotice('');
    if (pending.current >= MAX_BATCH) return;
    pending.current += 1;
    setLikes((n) => n + 1);
    timer.current ??= setTimeout(flush, BATCH_MS);
  };
  return { tap, notice };
}
