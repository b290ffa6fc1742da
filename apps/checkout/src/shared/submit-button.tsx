import type { ReactNode } from 'react';
import { buttonCss } from '@mall/ui';

/** A form's primary button (class `submit` for the page's own placement), off while the form is sending. */
export function SubmitButton({
  sending,
  onSubmit,
  children,
}: {
  sending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" css={buttonCss} data-primary className="submit" disabled={sending} onClick={onSubmit}>
      {children}
    </button>
  );
}
