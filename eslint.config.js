import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The layers (README, Layout): content is data and imports no UI; the forms' shared rules and the rest of lib
 * import no UI either; components and features do not import pages; the server imports no UI. An import of
 * one of `folders` is refused whether it is written with the `~/` alias or as a relative path
 * (`../../app/features/…`), static, re-exported or dynamic (`import()`).
 */
function importsNone(files, folders, message, ignores = []) {
  const source = `^(?:~/|(?:\\.\\./)+(?:app/)?)(?:${folders.join('|')})(?:/|$)`;
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: source, message }] }],
      // esquery's regular expressions may not contain a slash: \x2F stands for it.
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${source.replaceAll('/', '\\x2F')}/]`, message }],
    },
  };
}

const UI = ['components', 'features', 'routes'];

export default tseslint.config(
  { ignores: ['build*/**', '.react-router/**', 'node_modules/**', 'reports/**', 'shots/**', 'test-results/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}', 'tests/e2e/fixtures/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Effects that reset UI state on navigation are intentional here.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.vitest } },
  },
  {
    // Modules a person can hold in their head; content data, evaluation cases, trained data and tests aside.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'app/content/**',
      'server/chat/vale/eval/**',
      'server/chat/vale/asked-ways/**',
      'server/chat/vale/{known-phrasings,confidence-model,eval-set}.ts',
    ],
    rules: { 'max-lines': ['error', 300], 'max-lines-per-function': ['error', 120] },
  },
  importsNone(['app/content/**', 'app/lib/**'], UI, 'Content and lib import no UI (components, features, routes): move what both need into content or lib.'),
  importsNone(['app/components/**', 'app/features/**'], ['routes'], 'Components and features do not import routes: a page composes them, not the other way round.'),
  {
    // The page registry holds every page's copy: browser code gets what it needs of it as the root loader's data.
    files: ['app/components/**', 'app/features/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:~/|(?:\\.\\./)+)content/(?:pages|page-copy|offerings|site-pages)$',
              allowTypeImports: true,
              message: 'The page registry stays out of the browser: read the menus, the footer and the page names with useSitePages().',
            },
          ],
        },
      ],
    },
  },
  importsNone(
    ['server/**'],
    UI,
    'The server imports no UI (app/components, app/features, app/routes): shared rules live in app/lib (forms: app/lib/forms).',
  ),
);
