import { Fragment, type ReactNode } from 'react';

/** Stands for an element in a translated text: t('search.total', { count: NODE }). */
export const NODE = '\u0001';

/** A translated text with its NODE placeholder replaced by an element (e.g. the count in <em>). */
export function withNode(text: string, node: ReactNode): ReactNode {
  return text.split(NODE).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && node}
      {part}
    </Fragment>
  ));
}
