// One lint setup for the whole monorepo: typed TypeScript rules, React hooks, and the import direction of CONVENTIONS.md.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a union of string literals.' }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react*', 'fastify*', 'kysely*', '@mui/*', 'node:*'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features do not import each other; shared code does not import features or the app.
            { target: './apps/web/src/features/promo', from: './apps/web/src/features', except: ['./promo'] },
            { target: './apps/web/src/features/backoffice', from: './apps/web/src/features', except: ['./backoffice'] },
            { target: './apps/web/src/features/auth', from: './apps/web/src/features', except: ['./auth'] },
            { target: './apps/web/src/features/loader', from: './apps/web/src/features', except: ['./loader'] },
            { target: './apps/web/src/features/shell', from: './apps/web/src/features', except: ['./shell'] },
            { target: './apps/web/src/features/placeholder', from: './apps/web/src/features', except: ['./placeholder'] },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['../services/*', '../routes/*', 'fastify'] }],
    },
  },
);
