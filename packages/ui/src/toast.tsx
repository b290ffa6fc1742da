import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from './theme';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toaster {
  error(message: string): void;
  success(message: string): void;
  info(message: string): void;
}

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

const ToastContext = createContext<Toaster | null>(null);

const TOAST_MS = 2500;

const stackCss = css`
  position: fixed;
  top: 100px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1200;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  pointer-events: none;
  div {
    min-width: 160px;
    max-width: 460px;
    padding: 10px 20px;
    border-radius: 4px;
    font-size: 14px;
    line-height: 20px;
    text-align: center;
    color: #fff;
    background: rgba(0, 0, 0, 0.75);
  }
  div[data-kind='error'] {
    background: ${theme.priceText};
  }
  div[data-kind='success'] {
    background: #19be6b;
  }
`;

/** Short messages over the page (server answers, validation); the same message never stacks. */
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
    setItems((list) => [...list.filter((t) => t.message !== message), { id, kind, message }].slice(-3));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setItems((list) => list.filter((t) => t.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);
  const toaster = useMemo<Toaster>(
    () => ({ error: (m) => push('error', m), success: (m) => push('success', m), info: (m) => push('info', m) }),
    [push],
  );
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div css={stackCss} aria-live="assertive">
        {items.map((t) => (
          <div key={t.id} data-kind={t.kind} data-testid="toast" role={t.kind === 'error' ? 'alert' : 'status'}>
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
