// Stands in for hoist-non-react-statics in the browser builds (see webpack.js): the same copying
// of a component's own statics (emotion's withTheme is its one user), with React's memo and
// forwardRef types told by their $$typeof symbols instead of through react-is 16.
const REACT_STATICS = [
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
];
const KNOWN_STATICS = new Set(['name', 'length', 'prototype', 'caller', 'callee', 'arguments', 'arity']);
const TYPE_STATICS = {
  [Symbol.for('react.forward_ref')]: new Set(['$$typeof', 'render', 'defaultProps', 'displayName', 'propTypes']),
  [Symbol.for('react.memo')]: new Set(['$$typeof', 'compare', 'defaultProps', 'displayName', 'propTypes', 'type']),
};
const DEFAULT_STATICS = new Set(REACT_STATICS);

const staticsOf = (component) => TYPE_STATICS[component.$$typeof] ?? DEFAULT_STATICS;

export default function hoistNonReactStatics(target, source, blacklist) {
  // don't hoist over string (html) components
  if (typeof source === 'string') return target;
  const inherited = Object.getPrototypeOf(source);
  if (inherited && inherited !== Object.prototype) hoistNonReactStatics(target, inherited, blacklist);
  const targetStatics = staticsOf(target);
  const sourceStatics = staticsOf(source);
  for (const key of [...Object.getOwnPropertyNames(source), ...Object.getOwnPropertySymbols(source)]) {
    if (KNOWN_STATICS.has(key) || blacklist?.[key] || sourceStatics.has(key) || targetStatics.has(key)) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key));
    } catch {
      // a read-only property stays as it is
    }
  }
  return target;
}
