import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguageList } from './src/domain/languages.ts';
import { compiledMessages, intlWithoutParser } from './scripts/build/prerender-messages.ts';
import {
  prerender,
  type PrerenderPage,
  type RecordTemplate,
  type RouteTable,
} from './scripts/build/prerender-plugin.ts';
import { contractAsEsm } from './scripts/build/contract-plugin.ts';
import { previewImages } from './scripts/build/preview-images-plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// The server-filled pages, one manifest for the build and the server (contract/served-pages.js): the pages the
// build prerenders as they are, and the route modules and texts of the templates the server fills per record.
const servedPages = createRequire(import.meta.url)(
  './contract/served-pages.js',
) as typeof import('./contract/served-pages.js');
const messagesOf = (parts: readonly string[]) => parts.map((part) => `virtual:messages/ar/${part}`);
const pages: PrerenderPage[] = servedPages.SERVED_PAGES.filter((p) => !p.path.includes('$')).map((p) => ({
  path: p.path,
  file: servedPages.servedFile(p.path),
  route: p.route,
  messages: messagesOf(p.parts),
}));

// Pages filled in per request by PocketBase: record pages, their add-rating forms, the claim form and the report forms (the
// templates, their markers and served rows come from the hook's own module, so the build and the server cannot disagree
// about them).
const { REPORT_TYPES } = createRequire(import.meta.url)('./contract/collections.js') as {
  REPORT_TYPES: readonly string[];
};
interface PageTemplate {
  file: string;
  route: string;
  path: string;
  kind?: string;
}
const recordPages = createRequire(import.meta.url)('./pocketbase/pb_hooks/lib/pages/record-pages.js') as {
  SERVED_MARKER: string;
  TEMPLATES: PageTemplate[];
  reportTemplate: (type: string) => PageTemplate;
  templateServed: (template: { kind?: string }) => RecordTemplate['served'];
};
const recordTemplates: RecordTemplate[] = [
  ...recordPages.TEMPLATES,
  ...REPORT_TYPES.map(recordPages.reportTemplate),
].map((t) => {
  const page = servedPages.servedPage(t.route);
  if (!page || !page.path.includes('$'))
    throw new Error(`vite.config.ts: contract/served-pages.js names no page ${t.route}`);
  return {
    path: t.path,
    file: t.file,
    route: page.route,
    messages: messagesOf(page.parts),
    served: recordPages.templateServed(t),
    servedMarker: t.kind ? recordPages.SERVED_MARKER : undefined,
  };
});
// The route patterns the build writes for the server's 404s (scripts/build/prerender-plugin.ts), checked against what
// the server's matcher understands.
const appPaths = createRequire(import.meta.url)('./pocketbase/pb_hooks/lib/pages/app-paths.js') as {
  ROUTES_FILE: string;
  compileRoutes: (table: RouteTable) => unknown;
};

// The pages that stay out of search engines' indexes: the build marks those it prerenders, the server sends the header.
const privatePages = createRequire(import.meta.url)('./contract/private-pages.js') as {
  isPrivatePage: (path: string) => boolean;
};

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
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
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
          file: (
            createRequire(import.meta.url)('./pocketbase/pb_hooks/lib/pages/page-language.js') as { HEADS_FILE: string }
          ).HEADS_FILE,
        },
      }),
    ],
    // The workers (the directory sync's src/lib/directory/directory-worker.ts, the search's
    // src/lib/mirror/search-worker.ts) are module workers that read the contract as ES modules, as the app does.
    worker: { format: 'es', plugins: () => [contractAsEsm(path.join(root, 'contract'))] },
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
            chunk.name === 'home-sections' || chunk.name === 'after-start'
              ? 'assets/[name]-[hash].js'
              : 'assets/c-[hash].js',
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
