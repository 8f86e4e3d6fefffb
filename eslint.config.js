// House conventions as lint rules (see docs/architecture.md, "Conventions"):
// - no literal strings in JSX: every interface text is a message in lang/*.json;
// - components, routes and shared UI never import PocketBase or Dexie: they use their feature's hooks;
// - domain/ is pure (no React, no I/O);
// - a feature never imports another feature's internals, and only the shared slices that name it;
// - the contract reaches the app through domain/ only;
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
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Shared slices (src/slices/<name>): what several features use, with its data, hooks and components. Each names
// the features that may import it; a slice imports no feature and no other slice; lib/, ui/ and domain/ import
// none (docs/architecture.md "Where each kind of code lives"). app/ and routes/ compose them freely.
const sliceUsers = {
  account: ['account', 'auth'],
  compare: ['compare', 'institutions', 'instructors', 'programs'],
  professors: ['professors'],
  'own-ratings': ['institutions', 'instructors', 'programs'],
  votes: ['institutions', 'instructors', 'programs'],
};
const slices = fs.existsSync('src/slices')
  ? fs
      .readdirSync('src/slices', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// The contract's values reach the app through src/domain, under their TypeScript names: one import path per value
// (docs/architecture.md "Every rule once"). Every block of no-restricted-imports below src/ carries this pattern,
// since a later block replaces an earlier one's list.
const contractDoor = {
  group: ['@contract/*', '**/contract/*'],
  message:
    'The app imports the contract through src/domain (add the value to the domain module named after its contract file).',
};

const dataLayer = [
  { group: ['pocketbase', 'pocketbase/*'], message: 'Components use their feature hooks, never the PocketBase SDK.' },
  { group: ['dexie', 'dexie-react-hooks'], message: 'Components use their feature hooks, never Dexie.' },
  { group: ['@/lib/pocketbase/*', '@/lib/db/*'], message: 'Components use their feature hooks, never the data layer.' },
  { group: ['@/lib/auth/*-api'], message: 'Components use their feature hooks, which make the requests.' },
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
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '—', '/', '%', '★', '×', '…', ':', '(', ')', '|', '-', '+'],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractDoor] }] },
  },
  {
    files: ['src/features/*/components/**', 'src/ui/**', 'src/routes/**', 'src/app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractDoor, ...dataLayer] }] },
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
            {
              group: ['@/lib/*', '@/features/*', '@/slices/*', '@/ui/*', '@/app/*', '@/routes/*'],
              message: 'domain/ depends on nothing else in src/.',
            },
          ],
        },
      ],
    },
  },
  // Later blocks replace earlier options of the same rule, so a feature's components get both lists.
  ...features.flatMap((name) => {
    const otherFeatures = {
      group: features.filter((f) => f !== name).map((f) => `@/features/${f}/*`),
      message:
        'A feature never imports another feature: move what they share to a slice (src/slices), ui/, lib/ or domain/.',
    };
    const closed = slices.filter((slice) => !(sliceUsers[slice] ?? []).includes(name));
    const closedSlices =
      closed.length > 0
        ? [
            {
              group: closed.map((slice) => `@/slices/${slice}/*`),
              message: `This slice does not name the feature "${name}" among its users (sliceUsers in eslint.config.js).`,
            },
          ]
        : [];
    return [
      {
        files: [`src/features/${name}/**`],
        rules: { 'no-restricted-imports': ['error', { patterns: [contractDoor, otherFeatures, ...closedSlices] }] },
      },
      {
        files: [`src/features/${name}/components/**`],
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [contractDoor, otherFeatures, ...closedSlices, ...dataLayer] },
          ],
        },
      },
    ];
  }),
  ...slices.flatMap((name) => {
    const outside = {
      group: ['@/features/*', ...slices.filter((s) => s !== name).map((s) => `@/slices/${s}/*`)],
      message: 'A slice imports no feature and no other slice: what they share moves to lib/, ui/ or domain/.',
    };
    return [
      {
        files: [`src/slices/${name}/**`],
        rules: { 'no-restricted-imports': ['error', { patterns: [contractDoor, outside] }] },
      },
      {
        files: [`src/slices/${name}/components/**`],
        rules: { 'no-restricted-imports': ['error', { patterns: [contractDoor, outside, ...dataLayer] }] },
      },
    ];
  }),
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            contractDoor,
            {
              group: ['@/features/*', '@/slices/*', '@/ui/*'],
              message: 'lib/ is shared by everything above it and imports none of it.',
            },
          ],
        },
      ],
    },
  },
  {
    // ui/ holds no data access: what reads the session, a store or the outbox is a slice's or a feature's.
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            contractDoor,
            ...dataLayer,
            {
              group: ['@/features/*', '@/slices/*'],
              message: 'ui/ is presentational: features and slices pass it what it shows.',
            },
            {
              group: ['@/lib/auth/*', '@/lib/outbox/*'],
              message: 'ui/ holds no data access: the session and the outbox are read by slices and features.',
            },
          ],
        },
      ],
    },
  },
  {
    // No module of the app leads back to itself through its imports (type-only imports aside): a cycle makes the
    // load order matter and keeps two layers from being read, tested or moved apart.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: path.resolve('tsconfig.json') },
        }),
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
    // server turns into imports (scripts/build/contract-plugin.ts, contract/README.md).
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
