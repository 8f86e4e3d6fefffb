// Build-time prerender (see scripts/build/prerender-plugin.ts): renders one path of the app to HTML in the
// default language, with the router on a memory history, and reports the page's <title> and description (the
// build also renders each page in the other languages for their title and description only, which the server
// serves on the page's address in that language: pocketbase/pb_hooks/lib/pages/page-language.js).
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { DEFAULT_LANGUAGE, type Language } from '@/domain/languages';
import { ShellModeContext } from '@/app/shell-mode';
import { HeadCollectorContext, type PageMeta } from '@/lib/head/page-meta';
import { preloadMessages } from '@/lib/i18n/language-store';
import { loadMessagePart } from '@/lib/i18n/messages';
import { readServedPage, type ServedRecord } from '@/lib/mirror/served-page';

export interface PrerenderedPage {
  html: string;
  title?: string;
  description?: string;
}

/**
 * `shell`: the layout with "Loading" in place of the page, for paths that have no prerendered HTML.
 * `served`: the served records the page finds as if the server had put them into it (a page template, whose
 * placeholders PocketBase replaces with the real record: pocketbase/pb_hooks/lib/pages/record-pages.js).
 */
export async function render(
  path: string,
  {
    shell = false,
    served = [],
    language = DEFAULT_LANGUAGE,
  }: { shell?: boolean; served?: readonly ServedRecord[]; language?: Language } = {},
): Promise<PrerenderedPage> {
  readServedPage(JSON.stringify(served));
  const [core, legal, browse, contribute] = await Promise.all([
    loadMessagePart(language, 'core'),
    loadMessagePart(language, 'legal'),
    loadMessagePart(language, 'browse'),
    loadMessagePart(language, 'contribute'),
  ]);
  preloadMessages(language, { core, legal, browse, contribute });
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  let head: Partial<PageMeta> = {};
  const html = renderToString(
    <ShellModeContext value={shell}>
      <HeadCollectorContext value={(meta) => (head = meta)}>
        <App router={router} />
      </HeadCollectorContext>
    </ShellModeContext>,
  );
  return { html, title: head.title, description: head.description };
}

/**
 * The router's route patterns ("/instructors/$instructorId/add-rating") and whether it matches them in any
 * case: the build writes them for the server, which answers 404 for every other path
 * (pocketbase/pb_hooks/lib/pages/app-paths.js).
 */
export function routePatterns(): { caseSensitive: boolean; paths: string[] } {
  const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));
  return { caseSensitive: router.options.caseSensitive === true, paths: Object.keys(router.routesByPath) };
}
