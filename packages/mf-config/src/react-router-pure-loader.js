/**
 * A webpack loader for react-router's bundled dist files in the browser builds. Its components
 * are made at the top level by calls (`var Link = React10.forwardRef(...)`, `React3.memo(...)`)
 * and named by assignments (`Link.displayName = "Link"`), neither of which the minifier may drop,
 * so every component ships whether an app uses it or not, with what it uses (<Link>'s route module
 * prefetching, <Form>, <ScrollRestoration>, ...). Marking those calls pure and leaving out the
 * components' names (which only React DevTools shows; the contexts keep theirs) lets the unused
 * ones be tree-shaken: catalog's react-router chunk 29.5 → 27.7 KB gzip.
 */
module.exports = function reactRouterPureLoader(source) {
  return source
    .replace(/= (React\d*)\.(forwardRef|memo)\(/g, '= /* @__PURE__ */ $1.$2(')
    .replace(/^(?!\w*Context\.)\w+\.displayName = "[\w.]+";$/gm, '');
};
