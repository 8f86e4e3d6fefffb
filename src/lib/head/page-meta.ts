// Per-page <title> and meta description. In the browser they follow the page and the language; during the
// build-time prerender a collector records them so the written HTML carries the right head.
import { createContext, useContext, useEffect } from 'react';
import { useT } from '@/lib/i18n/use-t';

export interface PageMeta {
  title: string;
  description: string;
}

/** Provided by the prerender only: receives the meta of the page being rendered. */
export const HeadCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);

/** `title`: the page's own title (null on the landing page, whose title is the app's name and tagline). */
export function usePageMeta(title: string | null, description?: string): void {
  const t = useT();
  const fullTitle = title === null ? t('meta.homeTitle') : t('meta.title', { page: title });
  const fullDescription = description ?? t('meta.description');
  useContext(HeadCollectorContext)?.({ title: fullTitle, description: fullDescription });
  useEffect(() => {
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', fullDescription);
  }, [fullTitle, fullDescription]);
}
