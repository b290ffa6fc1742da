import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from '@mall/ui';

export type ToastKind = 'error' | 'success' | 'info';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface Toaster {
  error(message: string): void;
  success(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<Toaster | null>(null);

/** How long a toast stays up. */
export const TOAST_MS = 2500;

const stackCss = css`
  position: fixed;
  top: 80px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1100;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  pointer-events: none;
  .toast {
    min-width: 160px;
    max-width: 420px;
    padding: 10px 18px;
    border-radius: 4px;
    font-size: 14px;
    line-height: 20px;
    text-align: center;
    color: #fff;
    background: rgba(0, 0, 0, 0.75);
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15);
  }
  .toast[data-kind='error'] {
    background: ${theme.priceRed};
  }
  .toast[data-kind='success'] {
    background: #19be6b;
  }
`;

/** A small toast stack for the auth forms (spec §8: rejected messages show as error toasts). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const push = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++;
    // the same message twice in a row replaces the first one rather than stacking
    setItems((list) => [...list.filter((t) => t.message !== message), { id, kind, message }].slice(-3));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setItems((list) => list.filter((t) => t.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);
  const toaster = useMemo<Toaster>(
    () => ({
      error: (m) => push('error', m),
      success: (m) => push('success', m),
      info: (m) => push('info', m),
    }),
    [push],
  );
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div css={stackCss} aria-live="assertive">
        {items.map((t) => (
          <div
            key={t.id}
            className="toast"
            data-kind={t.kind}
            data-testid="auth-toast"
            data-toast-id={t.id}
            role={t.kind === 'error' ? 'alert' : 'status'}
          >
            {t.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  const value = useContext(ToastContext);
  if (!value) throw new Error('ToastProvider is missing');
  return value;
}
