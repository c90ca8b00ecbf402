import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Tests, test support and benchmarks may reach into any repository to arrange and inspect state.
const repositoryBoundaryExempt = [
  'packages/server/src/**/*.test.ts',
  'packages/server/src/**/testing/**',
  'packages/server/src/**/*-test-kit.ts',
  'packages/server/src/test/**',
  'packages/server/src/bench/**',
];
const otherModulesRepository = ['**/modules/*/*.repository', '**/modules/*/*.repository.js'];
const repositoryBoundary = (group) => [
  'error',
  {
    patterns: [
      {
        group,
        allowTypeImports: true,
        message: "Use the module's public surface (its index.ts), not another module's repository.",
      },
    ],
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-artifacts/**', 'packages/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['packages/server/**/*.ts', 'packages/shared/**/*.ts', '*.config.ts', '*.config.js', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['packages/web/pwa/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    // Inside modules, a sibling directory is another module; outside them only paths through modules/ are.
    files: ['packages/server/src/modules/**/*.ts'],
    ignores: repositoryBoundaryExempt,
    rules: {
      '@typescript-eslint/no-restricted-imports': repositoryBoundary([
        '../*/*.repository',
        '../*/*.repository.js',
        ...otherModulesRepository,
      ]),
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/modules/**', ...repositoryBoundaryExempt],
    rules: { '@typescript-eslint/no-restricted-imports': repositoryBoundary(otherModulesRepository) },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/web/e2e/**/*.ts', 'packages/web/vite.config.ts'],
    languageOptions: { globals: globals.node },
  },
);
