// Build-time prerender. Inside the client build (generateBundle, so vite-plugin-pwa precaches the pages it
// writes), an SSR build of src/entry-prerender.tsx renders each static page in the default language into a
// copy of index.html, with its <title>, description and modulepreload links for the page's own chunks.
// `shell.html` is the layout with "Loading" in place of the page: PocketBase and the service worker serve it
// for every other path, and the app renders the real page over it. The router's route patterns go into a file
// too, from which PocketBase tells the app's paths from unknown ones (404).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rollup } from 'vite';
import type { ServedRecord } from '../../src/lib/mirror/served-page.ts';

export interface PrerenderPage {
  /** The URL path, e.g. "/guidelines". */
  path: string;
  /** The HTML file written, e.g. "guidelines/index.html" (PocketBase serves it at the path, no redirect). */
  file: string;
  /** The route module (relative to the root) whose code-split chunks the page needs at once. */
  route?: string;
  /** The message chunks the page needs at once. */
  messages: readonly string[];
}

/** A page's template: the page as the app renders it when served with `served`, for the server to fill in. */
export interface RecordTemplate extends PrerenderPage {
  served: readonly ServedRecord[];
  /** Written as the root's `data-served`, for the server to replace with the real record's rows (none: nothing). */
  servedMarker?: string;
}

interface PrerenderOptions {
  root: string;
  pages: readonly PrerenderPage[];
  /** Page templates (pocketbase/pb_hooks/lib/pages/record-pages.js fills them in per request). */
  recordTemplates: readonly RecordTemplate[];
  shellFile: string;
  shellMessages: readonly string[];
  /** The plugins the SSR build needs (messages, no-parser, React). */
  ssrPlugins: () => PluginOption[];
  /**
   * Where the router's route patterns go, for the server to answer 404 outside them, and the server's check
   * that it can match every one (pocketbase/pb_hooks/lib/pages/app-paths.js).
   */
  routes: { file: string; check: (table: RouteTable) => void };
  /** Whether a page's path must stay out of search engines' indexes (contract/private-pages.js). */
  noindex: (path: string) => boolean;
  /**
   * The enabled languages other than the default, and the file where each page's title and description in them
   * go: the server serves them on the page's address in that language (pocketbase/pb_hooks/lib/pages/page-language.js).
   */
  heads: { languages: readonly string[]; file: string };
}

/** The app's routes as the router knows them: patterns such as "/instructors/$instructorId/add-rating". */
export interface RouteTable {
  caseSensitive: boolean;
  paths: string[];
}

interface RenderModule {
  render(
    path: string,
    options?: { shell?: boolean; served?: RecordTemplate['served']; language?: string },
  ): Promise<{ html: string; title?: string; description?: string }>;
  routePatterns(): RouteTable;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function chunksOf(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
}

/** A chunk and everything it imports statically, as file names. */
function closure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rayek:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_output, bundle) {
        if (config.build.ssr) return;
        const indexAsset = bundle['index.html'];
        if (indexAsset?.type !== 'asset') throw new Error('prerender: index.html is missing from the bundle');
        const template = String(indexAsset.source);

        const outDir = path.join(options.root, '.tmp', 'prerender');
        await build({
          configFile: false,
          root: options.root,
          mode: config.mode,
          envDir: config.envDir,
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          plugins: options.ssrPlugins(),
          ssr: { noExternal: true },
          build: {
            ssr: 'src/entry-prerender.tsx',
            outDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
          },
        });
        const { render, routePatterns } = (await import(
          `${pathToFileURL(path.join(outDir, 'entry-prerender.mjs')).href}?t=${Date.now()}`
        )) as RenderModule;

        // Taken from the router itself rather than listed anywhere: a route added to src/routes is a page the
        // server answers with 200 from the next build on.
        const routes = routePatterns();
        options.routes.check(routes);
        this.emitFile({ type: 'asset', fileName: options.routes.file, source: `${JSON.stringify(routes, null, 2)}\n` });

        const chunks = chunksOf(bundle);
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('prerender: no entry chunk');
        const loadedWithEntry = closure(bundle, entry.fileName);
        const preloadsFor = (route: string | undefined, messages: readonly string[]) => {
          const wanted = chunks.filter((c) => {
            const id = c.facadeModuleId ?? '';
            const isRoute = route !== undefined && id.startsWith(path.join(options.root, route) + '?');
            return isRoute || messages.some((m) => id === `\0${m}`);
          });
          if (route && !wanted.some((c) => c.facadeModuleId?.includes(route))) {
            throw new Error(`prerender: no chunk found for route ${route}`);
          }
          const files = new Set<string>();
          for (const chunk of wanted)
            for (const f of closure(bundle, chunk.fileName)) if (!loadedWithEntry.has(f)) files.add(f);
          return [...files]
            .map((f) => `<link rel="modulepreload" crossorigin href="${config.base}${f}">`)
            .join('\n    ');
        };

        // The stylesheet is inlined: a phone on a slow network paints the prerendered page with the HTML alone,
        // instead of waiting for a render-blocking request queued behind the JavaScript downloads.
        const inlineStyles = (html: string) =>
          html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
            const css = bundle[file];
            return css?.type === 'asset' ? `<style>${String(css.source).trim()}</style>` : tag;
          });

        // On a prerendered page the content is already in the HTML: its scripts (hydration) go into a
        // <template> that the inline script of index.html adds to the document after the first paint, so
        // downloading them never delays it.
        const deferScripts = (html: string) => {
          const tags: string[] = [];
          const rest = html.replace(
            /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g,
            (tag) => {
              tags.push(tag.trim());
              return '';
            },
          );
          return rest.replace('</head>', `  <template id="rayek-deferred">${tags.join('')}</template>\n  </head>`);
        };

        const page = (
          html: string,
          head: { title?: string; description?: string },
          preloads: string,
          route: string,
        ) => {
          let out = inlineStyles(template).replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered="${route}">${html}</div>`,
          );
          if (head.title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
          if (head.description) {
            out = out.replace(
              /<meta name="description" content="[^"]*"/,
              `<meta name="description" content="${escapeHtml(head.description)}"`,
            );
          }
          // The server says it in a header too (X-Robots-Tag); the tag keeps a saved or proxied copy out as well.
          if (options.noindex(route))
            out = out.replace('</head>', '  <meta name="robots" content="noindex">\n  </head>');
          return preloads ? out.replace('</head>', `  ${preloads}\n  </head>`) : out;
        };

        // Each page's head in the other languages, by the file written (the page's body stays the default
        // language's: the app renders it in the address's language).
        const heads: Record<string, Record<string, { title?: string; description?: string }>> = {};
        const headsOf = async (file: string, path: string, rendered: Parameters<typeof render>[1] = {}) => {
          heads[file] = {};
          for (const language of options.heads.languages) {
            const { title, description } = await render(path, { ...rendered, language });
            heads[file][language] = { title, description };
          }
        };

        for (const p of options.pages) {
          await headsOf(p.file, p.path);
          const result = await render(p.path);
          const source = page(result.html, result, preloadsFor(p.route, p.messages), p.path);
          const deferred = deferScripts(source);
          if (p.file === 'index.html') indexAsset.source = deferred;
          else this.emitFile({ type: 'asset', fileName: p.file, source: deferred });
        }
        // Page templates: prerendered like the pages above, with the served record's marker values where its name
        // and facts go; the root carries the served marker that the server replaces with the real record's rows.
        for (const t of options.recordTemplates) {
          await headsOf(t.file, t.path, { served: t.served });
          const result = await render(t.path, { served: t.served });
          const html = page(result.html, result, preloadsFor(t.route, t.messages), t.path);
          const source = t.servedMarker
            ? html.replace('<div id="root" ', `<div id="root" data-served="${t.servedMarker}" `)
            : html;
          this.emitFile({ type: 'asset', fileName: t.file, source: deferScripts(source) });
        }
        // The shell (layout and Loading, for every other path) defers its scripts the same way: its first
        // paint then no longer waits for them (record pages: First Contentful Paint about 2.0 s → 0.7 s).
        await headsOf(options.shellFile, '/__shell__', { shell: true });
        const shell = await render('/__shell__', { shell: true });
        this.emitFile({
          type: 'asset',
          fileName: options.shellFile,
          source: deferScripts(
            page(shell.html, shell, preloadsFor(undefined, options.shellMessages), '').replace(
              ' data-prerendered=""',
              '',
            ),
          ),
        });
        this.emitFile({ type: 'asset', fileName: options.heads.file, source: `${JSON.stringify(heads, null, 1)}\n` });
      },
    },
  };
}
