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
    // Built by the prerender plugin (scripts/build/prerender-plugin.ts) as its own SSR entry.
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
    // Run by path (scripts/lighthouse.mjs, scripts/lib/paths.mjs, scripts/lib/litestream.mjs), never imported.
    '@lhci/cli',
    'maildev',
    '@flydotio/litestream',
  ],
  compilers: {
    js: (text: string, file: string) =>
      file.startsWith(path.dirname(hooks))
        ? text.replace(HOOK_REQUIRE, (_, rest: string) => `require(${JSON.stringify(path.join(hooks, rest))})`)
        : text,
  },
};

export default config;
