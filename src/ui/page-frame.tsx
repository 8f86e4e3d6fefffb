import { useEffect, type ReactNode } from 'react';
import { usePageMeta } from '@/lib/head/page-meta';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { focusPageHeading, headingJustFocused } from './focus-page-heading';

interface PageFrameProps {
  title: string;
  /** The title's language when it is not the interface's (an official French name on an English page). */
  titleLang?: string;
  /** The trail after "Home"; the page itself is added as the last, current crumb. */
  trail?: readonly Crumb[];
  intro?: string;
  /** The page's title in the document head, when it says more than the heading (a program with its institution). */
  headTitle?: string;
  description?: string;
  children?: ReactNode;
}

/** Every page's frame: breadcrumbs, the one <h1>, an optional lead paragraph, then the content. */
export function PageFrame({ title, titleLang, trail = [], intro, headTitle, description, children }: PageFrameProps) {
  usePageMeta(headTitle ?? title, description ?? intro);
  // A record page swaps its placeholder frame (while the record is read) for the record's: the focus a
  // navigation just put on the first <h1> fell to <body> with it, so it goes to this one.
  useEffect(() => {
    if (document.activeElement === document.body && headingJustFocused()) focusPageHeading({ preventScroll: true });
  }, []);
  return (
    <div className="page">
      <Breadcrumbs items={[...trail, { label: title, lang: titleLang }]} />
      <h1 className="page-title" lang={titleLang}>
        {title}
      </h1>
      {intro ? <p className="page-intro">{intro}</p> : null}
      {children}
    </div>
  );
}
