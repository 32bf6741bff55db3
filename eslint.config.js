// Lint rules, including the architecture's one-way import boundaries (ARCHITECTURE.md#dependency-rules).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = [
  'account-data',
  'assistant',
  'auth',
  'connection',
  'dashboard',
  'help-center',
  'mock-test-player',
  'mock-tests',
  'navigation',
  'notifications',
  'practice',
  'progress-report',
  'settings',
  'study-history',
  'study-materials',
  'study-plan',
  'theme',
];
// The one allowed dependency between features: the mock-test player takes items in exam mode with the practice
// feature's question views, answer widgets and recorder (practice knows nothing of it).
const featureDependencies = { 'mock-test-player': ['practice'] };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.test-results/**', 'test-results/**', 'playwright-report/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages never import the apps.' },
            { target: './packages/exam', from: './packages/contract', message: '@pte/exam is the innermost package.' },
            { target: './packages/audio', from: './packages', except: ['./audio'], message: '@pte/audio imports no other package of ours.' },
            { target: './apps/api', from: './apps/web', message: 'The API does not import the web app.' },
            { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only (types come from @pte/contract).' },
            { target: './apps/web/src/components', from: './apps/web/src/features', message: 'Shared components know no feature.' },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`, ...(featureDependencies[feature] ?? []).map((dependency) => `./${dependency}`)],
              message: 'Features do not import each other; compose them in src/app.',
            })),
          ],
        },
      ],
    },
  },
  {
    // @pte/exam (the domain) and @pte/charts (figures as SVG strings) run anywhere.
    files: ['packages/exam/src/**/*.ts', 'packages/charts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'react', 'react-dom', '@pte/*'], message: '@pte/exam and @pte/charts are pure TypeScript + zod: no Node APIs, no React, no other packages.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useSelector', 'useDispatch'], message: 'Use the typed hooks from src/app/hooks.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/audio/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'react', 'react-dom', '@pte/*'], message: '@pte/audio is pure TypeScript on typed arrays: no Node or DOM APIs, no other packages.' }] },
      ],
    },
  },
);
