import { css } from '@emotion/react';

/**
 * Holds the room of a block the browser loads after the page is shown (its height as rendered),
 * so that what is below it does not move when it arrives (no layout shift).
 */
export function ReservedSpace({ height, margin = '16px 0' }: { height: number; margin?: string }) {
  return <div aria-hidden="true" css={css({ height, margin })} />;
}
