/**
 * Import cycles fail the lint (`pnpm lint`, scripts/test-all.mjs): a cycle makes load order matter, e.g.
 * `ReferenceError: Cannot access 'x' before initialization` when the cycle is entered from another module.
 * Type-only imports vanish when compiled, so a cycle made only of them is not reported.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This module is part of an import cycle: move what both sides need into a module that imports neither.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
