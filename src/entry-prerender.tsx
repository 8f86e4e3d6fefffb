// Build-time prerender (see scripts/prerender-plugin.ts): renders one path of the app to HTML in the
// default language, with the router on a memory history, and reports the page's <title> and description.
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { ShellModeContext } from '@/app/shell-mode';
import { HeadCollectorContext, type PageMeta } from '@/lib/head/page-meta';
import { preloadMessages } from '@/lib/i18n/language-store';
import { loadMessagePart } from '@/lib/i18n/messages';

export interface PrerenderedPage {
  html: string;
  title?: string;
  description?: string;
}

/** `shell`: the layout with "Loading" in place of the page, for paths that have no prerendered HTML. */
export async function render(path: string, { shell = false } = {}): Promise<PrerenderedPage> {
  const [core, legal, browse] = await Promise.all([
    loadMessagePart('ar', 'core'),
    loadMessagePart('ar', 'legal'),
    loadMessagePart('ar', 'browse'),
  ]);
  preloadMessages('ar', { core, legal, browse });
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
