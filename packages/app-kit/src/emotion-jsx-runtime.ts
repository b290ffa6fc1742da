import { jsx as emotionJsx } from '@emotion/react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';

/*
 * What `@emotion/react/jsx-runtime` does (the apps compile JSX with `jsxImportSource:
 * '@emotion/react'`), built from the shared `@emotion/react` and `react/jsx-runtime`: the browser
 * builds alias the former to this module (@mall/mf-config). Emotion's own file imports emotion's
 * element code by a relative path, so every remote had a copy of it (3.6 KB gzip on `/`) with its
 * own cache context, and its `css` props missed the app's CacheProvider in the browser.
 */

type Props = Record<string, unknown>;
type Runtime = (type: unknown, props: Props, key?: string) => unknown;
const hasOwn = Object.prototype.hasOwnProperty;

/** Emotion's element for a `css` prop: its classic `jsx` gives the component and its props. */
function withCss(runtime: Runtime): Runtime {
  return (type, props, key) => {
    if (!hasOwn.call(props, 'css')) return runtime(type, props, key);
    const element = emotionJsx(type as never, props as never) as unknown as { type: unknown; props: Props };
    return runtime(element.type, element.props, key);
  };
}

export { Fragment };
export const jsx = withCss(reactJsx as unknown as Runtime);
export const jsxs = withCss(reactJsxs as unknown as Runtime);
