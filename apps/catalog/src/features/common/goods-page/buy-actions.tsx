import type { ReactNode } from 'react';

/** What the last buy answered, under the buttons. */
export function BuyMessage({ message }: { message: { ok: boolean; text: string } | null }) {
  if (!message) return null;
  return (
    <div className={`message ${message.ok ? 'ok' : 'fail'}`} role="status">
      {message.text}
    </div>
  );
}

interface BuyNowProps {
  testId: string;
  disabled: boolean;
  onBuy: () => void;
  message: { ok: boolean; text: string } | null;
  children: ReactNode;
}

/** The one button of activity goods sold by 立即购买 alone, and what it answered. */
export function BuyNow({ testId, disabled, onBuy, message, children }: BuyNowProps) {
  return (
    <>
      <div className="actions">
        <button type="button" className="cart" data-testid={testId} disabled={disabled} onClick={onBuy}>
          {children}
        </button>
      </div>
      <BuyMessage message={message} />
    </>
  );
}
