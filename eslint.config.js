// One lint setup for the whole monorepo: typed TypeScript rules, React hooks, and the import direction of CONVENTIONS.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of string literals.' },
        {
          selector: "MemberExpression[object.property.name='coerce'][property.name='boolean']",
          message: 'z.coerce.boolean() reads «false» as true: use queryBooleanSchema from @portal/domain.',
        },
        {
          selector: "JSXAttribute[name.name='color'][value.value=/^[a-z]+\\.[a-zA-Z]+$/]",
          message:
            "MUI 9 draws a palette path in a component's color prop in the default colour: use its named colour " +
            "(textSecondary, error, warning…) or sx={{ color: '…' }}.",
        },
      ],
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
      // Features do not import each other; shared code (components, lib, config) imports no feature and not the app.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*', '../features/*', '../../app/*', '../app/*'],
              message: 'Import direction: app → features → components/lib → domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test support runs in Node beside the tests (the XSD validator reads its schema file); the package never imports it.
    files: ['packages/domain/test-support/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The app is the top: its route pages compose features.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*', '../../../features/*', '../*/api/*', '../../app/*', '../../../app/*'],
              message: 'Features do not import each other or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['../services/*', '../routes/*', '../jobs/*', 'fastify', 'pg-boss'] }],
    },
  },
  {
    // The services get the jobs they start as an `Enqueue` (services/enqueue.ts); the runner and its queues are below.
    files: ['apps/server/src/services/**/*.ts', 'apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../jobs/*', 'pg-boss'], message: 'Hand the service an Enqueue instead of the job runner.' }] },
      ],
    },
  },
  {
    // db/ holds the connection, the schema and the migrations, and imports nothing above it.
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['../repositories/*', '../services/*', '../routes/*', '../jobs/*', '../seed/*', '../plugins/*', '../../*/*'] },
      ],
    },
  },
);
