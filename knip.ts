// knip: unused files, exports and dependencies (`npm run lint` runs it). Its Vite, Vitest, Playwright and ESLint
// plugins find their own entries; the rest are listed here. The hooks and migrations run in PocketBase's engine,
// which loads them by path; their requires name `${__hooks}`, read here as the hooks folder so that what they
// use of contract/ counts as used.
import path from 'node:path';
import type { KnipConfig } from 'knip';

const hooks = path.join(import.meta.dirname, 'pocketbase', 'pb_hooks');
const HOOK_REQUIRE = /require\(`\$\{__hooks\}\/([^`$]+)`\)/g;

const config: KnipConfig = {
  entry: [
    // Built by the prerender plugin (scripts/prerender-plugin.ts) as its own SSR entry.
    'src/entry-prerender.tsx',
    // Commands run by hand or by package.json, and the benchmarks.
    'scripts/*.{mjs,ts}',
    'scripts/bench/*.{mjs,ts,js}',
    'tests/**/*.test.{ts,tsx}',
    'pocketbase/pb_hooks/*.pb.js',
    'pocketbase/pb_migrations/*.js',
  ],
  project: ['src/**', 'contract/**/*.js', 'scripts/**', 'tests/**', 'e2e/**', 'pocketbase/**/*.js', '*.config.ts'],
  // Declarations TypeScript reads in place of the .mjs beside them.
  ignore: ['scripts/**/*.d.mts'],
  // An export its own file uses is exposed more than needed, not dead.
  ignoreExportsUsedInFile: true,
  ignoreBinaries: [
    // Debian's, installed by .ci/run or by the operator (docs/deploy.md).
    'age',
    'age-keygen',
    'caddy',
    'flock',
    'sqlite3',
  ],
  ignoreDependencies: [
    // Run by path (scripts/lighthouse.mjs, scripts/lib/paths.mjs), never imported.
    '@lhci/cli',
    'maildev',
    // Comes with react-intl: tests/unit/home-page-html.test.ts formats messages as the app's react-intl does.
    'intl-messageformat',
    // Installed for work in progress on other branches (Litestream, backups, component tests, the cycle rule);
    // knip's configuration hints say when each is used and can leave this list.
    '@flydotio/litestream',
    'yauzl',
    'yazl',
    '@types/yauzl',
    '@types/yazl',
    '@testing-library/dom',
    '@testing-library/react',
    'eslint-plugin-import-x',
  ],
  compilers: {
    js: (text: string, file: string) =>
      file.startsWith(path.dirname(hooks)) ? text.replace(HOOK_REQUIRE, (_, rest: string) => `require(${JSON.stringify(path.join(hooks, rest))})`) : text,
  },
};

export default config;
