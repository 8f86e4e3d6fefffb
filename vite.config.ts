import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguageList } from './src/domain/languages.ts';
import { compiledMessages, intlWithoutParser } from './scripts/prerender-messages.ts';
import { prerender, type PrerenderPage, type RecordTemplate, type RouteTable } from './scripts/prerender-plugin.ts';
import { contractAsEsm } from './scripts/contract-plugin.ts';
import { previewImages } from './scripts/preview-images-plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

const legalMessages = ['virtual:messages/ar/core', 'virtual:messages/ar/legal'];
const browseMessages = ['virtual:messages/ar/core', 'virtual:messages/ar/browse'];
const contributeMessages = [...browseMessages, 'virtual:messages/ar/contribute'];
const pages: PrerenderPage[] = [
  { path: '/', file: 'index.html', route: 'src/routes/index.tsx', messages: ['virtual:messages/ar/core'] },
  { path: '/home', file: 'home/index.html', route: 'src/routes/home.tsx', messages: ['virtual:messages/ar/core'] },
  { path: '/institutions', file: 'institutions/index.html', route: 'src/routes/institutions/index.tsx', messages: browseMessages },
  { path: '/instructors', file: 'instructors/index.html', route: 'src/routes/instructors/index.tsx', messages: browseMessages },
  { path: '/programs', file: 'programs/index.html', route: 'src/routes/programs/index.tsx', messages: browseMessages },
  { path: '/instructors/add', file: 'instructors/add/index.html', route: 'src/routes/instructors/add.tsx', messages: contributeMessages },
  { path: '/guidelines', file: 'guidelines/index.html', route: 'src/routes/guidelines.tsx', messages: legalMessages },
  { path: '/privacy-policy', file: 'privacy-policy/index.html', route: 'src/routes/privacy-policy.tsx', messages: legalMessages },
  { path: '/terms-of-use', file: 'terms-of-use/index.html', route: 'src/routes/terms-of-use.tsx', messages: legalMessages },
];

// Pages filled in per request by PocketBase: record pages, their add-rating forms, the claim form and the report forms (the
// templates, their markers and seeds come from the hook's own module, so the build and the server cannot disagree
// about them).
const { REPORT_TYPES } = createRequire(import.meta.url)('./contract/collections.js') as { REPORT_TYPES: readonly string[] };
interface PageTemplate {
  file: string;
  route: string;
  path: string;
  kind?: string;
}
const recordPages = createRequire(import.meta.url)('./pocketbase/pb_hooks/lib/record-pages.js') as {
  SEED_MARKER: string;
  TEMPLATES: PageTemplate[];
  reportTemplate: (type: string) => PageTemplate;
  templateSeeds: (template: { kind?: string }) => RecordTemplate['seeds'];
};
// Each template's route module and texts, by its route pattern (parameter names left out).
const templateRoutes: Record<string, { route: string; messages: string[] }> = {
  '/institutions/$': { route: 'src/routes/institutions/$institutionId/index.tsx', messages: browseMessages },
  '/institutions/$/add-rating': { route: 'src/routes/institutions/$institutionId/add-rating.tsx', messages: contributeMessages },
  '/instructors/$': { route: 'src/routes/instructors/$instructorId/index.tsx', messages: browseMessages },
  '/instructors/$/add-rating': { route: 'src/routes/instructors/$instructorId/add-rating.tsx', messages: contributeMessages },
  '/instructors/$/claim': { route: 'src/routes/instructors/$instructorId/claim.tsx', messages: contributeMessages },
  '/programs/$': { route: 'src/routes/programs/$programId/index.tsx', messages: browseMessages },
  '/programs/$/add-rating': { route: 'src/routes/programs/$programId/add-rating.tsx', messages: contributeMessages },
  '/report/$/$': { route: 'src/routes/report/$type/$id.tsx', messages: contributeMessages },
};
const recordTemplates: RecordTemplate[] = [...recordPages.TEMPLATES, ...REPORT_TYPES.map(recordPages.reportTemplate)].map((t) => {
  const page = templateRoutes[t.route];
  if (!page) throw new Error(`vite.config.ts: no route module for the page template of ${t.route}`);
  return {
    path: t.path,
    file: t.file,
    ...page,
    seeds: recordPages.templateSeeds(t),
    seedMarker: t.kind ? recordPages.SEED_MARKER : undefined,
  };
});
// The route patterns the build writes for the server's 404s (scripts/prerender-plugin.ts), checked against what
// the server's matcher understands.
const appPaths = createRequire(import.meta.url)('./pocketbase/pb_hooks/lib/app-paths.js') as {
  ROUTES_FILE: string;
  compileRoutes: (table: RouteTable) => unknown;
};

// The pages that stay out of search engines' indexes: the build marks those it prerenders, the server sends the header.
const privatePages = createRequire(import.meta.url)('./contract/private-pages.js') as { isPrivatePage: (path: string) => boolean };

/** The enabled languages, for the inline script of index.html (kept out of the script so its hash is stable). */
function htmlLanguages(languages: readonly string[]): Plugin {
  return {
    name: 'rayek:html-languages',
    transformIndexHtml: (html) => html.replace('data-languages="ar fr en"', `data-languages="${languages.join(' ')}"`),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  return {
    resolve: {
      alias: [
        { find: '@', replacement: path.join(root, 'src') },
        { find: '@contract', replacement: path.join(root, 'contract') },
        // TanStack's store hook imports the pre-React-18 shim of useSyncExternalStore; React 19 has the hook, and
        // the package's non-shim build uses it (the shim was 0.3 KB gzip of the first load).
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      ],
    },
    plugins: [
      contractAsEsm(path.join(root, 'contract')),
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      compiledMessages(root),
      intlWithoutParser(),
      react(),
      htmlLanguages(parseLanguageList(env.VITE_LANGUAGES)),
      VitePWA({
        injectRegister: false,
        registerType: 'prompt',
        // favicon.svg is already precached through globPatterns.
        includeAssets: ['apple-touch-icon.png', 'robots.txt'],
        manifest: {
          id: '/',
          name: 'رايك',
          short_name: 'رايك',
          description: 'قيّم المؤسسات الجامعية والأساتذة والشُعب في تونس، واقرا آراء الطلبة. التقييمات ديما بلا اسم.',
          lang: 'ar',
          dir: 'rtl',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#fbf8f3',
          theme_color: '#b3262f',
          categories: ['education'],
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,woff2}'],
          // Record page templates are filled in by the server; offline, record pages get the shell.
          globIgnores: ['record-pages/**'],
          // Paths without prerendered HTML get the shell; the API, the PocketBase dashboard and what the server
          // writes for crawlers (sitemaps, robots.txt: pb_hooks/78_sitemaps.pb.js) never do.
          navigateFallback: '/shell.html',
          // A page's address in a language (?lang=, docs/architecture.md) is the same precached page: the inline
          // script of index.html and the app show it in that language.
          ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^lang$/],
          navigateFallbackDenylist: [/^\/api\//, /^\/_\//, /^\/sitemap\.xml$/, /^\/sitemaps\//, /^\/robots\.txt$/],
          // Prerendered pages are precached under their clean URL (/guidelines), which is how they are
          // requested and how PocketBase serves them.
          manifestTransforms: [
            async (entries) => ({
              manifest: entries.map((e) =>
                e.url.endsWith('/index.html') ? { ...e, url: e.url.slice(0, -'/index.html'.length) } : e,
              ),
              warnings: [],
            }),
          ],
          // The first install takes control at once (the page works offline from the first visit);
          // later versions wait for the user's "reload" (see src/lib/pwa/service-worker.ts).
          clientsClaim: true,
          skipWaiting: false,
          cleanupOutdatedCaches: true,
        },
      }),
      // Every language's images, whichever the build enables: a page's language comes from its address.
      previewImages(root, LANGUAGES),
      prerender({
        root,
        pages,
        recordTemplates,
        shellFile: 'shell.html',
        shellMessages: ['virtual:messages/ar/core'],
        ssrPlugins: () => [compiledMessages(root), intlWithoutParser(), react()],
        routes: { file: appPaths.ROUTES_FILE, check: appPaths.compileRoutes },
        noindex: privatePages.isPrivatePage,
        heads: {
          languages: parseLanguageList(env.VITE_LANGUAGES).filter((l) => l !== DEFAULT_LANGUAGE),
          file: (createRequire(import.meta.url)('./pocketbase/pb_hooks/lib/page-language.js') as { HEADS_FILE: string }).HEADS_FILE,
        },
      }),
    ],
    // The search worker (src/lib/mirror/search-worker.ts) runs the contract's engine: a module worker, whose
    // bundle needs the contract as ES modules like the app's.
    worker: {
      format: 'es',
      plugins: () => [contractAsEsm(path.join(root, 'contract'))],
    },
    // No build manifest (dist/.vite/manifest.json): nothing reads it (the prerender takes what it needs from
    // the bundle), and it would be shipped with the app's files.
    build: {
      target: 'es2022',
      modulePreload: {
        // The home page's content (features/home/components/home-sections.tsx) is already in the served HTML: its
        // chunk's imports need no preload list in the landing page's code, whose every byte is first-load budget.
        resolveDependencies: (file, deps) => (file.includes('home-sections-') ? [] : deps),
      },
      rolldownOptions: {
        output: {
          // The entry lists every lazy chunk's file name (its dynamic imports and their preload lists): each name
          // is first-load bytes, so chunks are named by their hash alone (`c-<hash>.js`). Two keep their name: the
          // home page's sections, which resolveDependencies above recognises, and what starts after the app is
          // interactive, whose arrival e2e/shell/client-errors.spec.ts waits for.
          chunkFileNames: (chunk) =>
            chunk.name === 'home-sections' || chunk.name === 'after-start' ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js',
          codeSplitting: {
            groups: [{ name: 'app', tags: ['$initial'] }],
          },
        },
      },
    },
    server: {
      proxy: {
        '/api': { target: process.env.RAYEK_PB_URL ?? 'http://127.0.0.1:8090', changeOrigin: false },
        '/_/': { target: process.env.RAYEK_PB_URL ?? 'http://127.0.0.1:8090', changeOrigin: false },
      },
    },
  };
});
