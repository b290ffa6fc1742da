import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['auth', 'catalog', 'user-center', 'checkout', 'shell'];

/** A remote never imports another app's source; apps share code only through packages. */
const appBoundaries = REMOTES.map((app) => ({
  files: [`apps/${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: REMOTES.filter((other) => other !== app).flatMap((other) => [`@mall/${other}`, `**/apps/${other}/**`, `../../${other}/**`]),
            message: 'Apps never import each other: move shared code to a package.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '.cache/**', '**/node_modules/**', 'releases/**', 'data/**', 'artifacts/**', '**/drizzle/**', 'apps/api/assets/live/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_' }],
    },
  },
  ...appBoundaries,
  {
    // Packages are the bottom layer: they never import an app.
    files: ['packages/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: REMOTES.map((a) => `@mall/${a}`).concat('@mall/api'), message: 'Packages never import apps.' }] }],
    },
  },
);
