// House conventions as lint rules (see docs/architecture.md, "Conventions"):
// - no literal strings in JSX: every interface text is a message in lang/*.json;
// - components, routes and shared UI never import PocketBase or Dexie: they use their feature's hooks;
// - domain/ is pure (no React, no I/O);
// - a feature never imports another feature's internals;
// - no import cycles in the app.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { pocketBaseGlobals } from './scripts/pocketbase-types.mjs';

const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const dataLayer = [
  { group: ['pocketbase', 'pocketbase/*'], message: 'Components use their feature hooks, never the PocketBase SDK.' },
  { group: ['dexie', 'dexie-react-hooks'], message: 'Components use their feature hooks, never Dexie.' },
  { group: ['@/lib/pocketbase/*', '@/lib/db/*'], message: 'Components use their feature hooks, never the data layer.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'node_modules/**',
      'pocketbase/pb_data/**',
      'src/routeTree.gen.ts',
      '.lighthouseci/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19.0' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '—', '/', '%', '★', '×', '…', ':', '(', ')', '|', '-', '+'] }],
    },
  },
  {
    files: ['src/features/*/components/**', 'src/ui/**', 'src/routes/**', 'src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: dataLayer }] },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-intl'], message: 'domain/ is pure: no React.' },
            { group: ['pocketbase', 'dexie', 'dexie-react-hooks'], message: 'domain/ is pure: no I/O.' },
            { group: ['@/lib/*', '@/features/*', '@/ui/*', '@/app/*', '@/routes/*'], message: 'domain/ depends on nothing else in src/.' },
          ],
        },
      ],
    },
  },
  // Later blocks replace earlier options of the same rule, so a feature's components get both lists.
  ...features.flatMap((name) => {
    const otherFeatures = {
      group: features.filter((f) => f !== name).map((f) => `@/features/${f}/*`),
      message: 'A feature never imports another feature: move what they share to ui/, lib/ or domain/.',
    };
    return [
      { files: [`src/features/${name}/**`], rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures] }] } },
      {
        files: [`src/features/${name}/components/**`],
        rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatures, ...dataLayer] }] },
      },
    ];
  }),
  {
    // No module of the app leads back to itself through its imports (type-only imports aside): a cycle makes the
    // load order matter and keeps two layers from being read, tested or moved apart.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], tsconfig: { configFile: path.resolve('tsconfig.json') } }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'e2e/**', 'tests/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The contract: plain CommonJS that PocketBase's engine requires and Vite imports (contract/README.md).
    files: ['contract/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } },
  },
  {
    // The search engine's files require each other and the contract's files by relative paths, which the dev
    // server turns into imports (scripts/contract-plugin.ts, contract/README.md).
    files: ['contract/search-engine/*.js'],
    languageOptions: { globals: { require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Files that run inside PocketBase's own JavaScript engine (goja), not Node: CommonJS, and the globals
    // PocketBase declares for it (read from the declarations the type check uses, scripts/pocketbase-types.mjs).
    files: ['pocketbase/**/*.js', 'scripts/bench/*.pb.js', 'scripts/bench/bench_generate.js'],
    languageOptions: { sourceType: 'commonjs', globals: pocketBaseGlobals() },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // Landed migrations are never edited: their first line still points editors at the declarations a local
    // run writes into pb_data/ (the hooks are checked against .tmp/pocketbase-types/ instead).
    files: ['pocketbase/pb_migrations/*.js'],
    rules: { '@typescript-eslint/triple-slash-reference': 'off' },
  },
);
