import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/head/page-meta';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface PageFrameProps {
  title: string;
  /** The trail after "Home"; the page itself is added as the last, current crumb. */
  trail?: readonly Crumb[];
  intro?: string;
  description?: string;
  children?: ReactNode;
}

/** Every page's frame: breadcrumbs, the one <h1>, an optional lead paragraph, then the content. */
export function PageFrame({ title, trail = [], intro, description, children }: PageFrameProps) {
  usePageMeta(title, description ?? intro);
  return (
    <div className="page">
      <Breadcrumbs items={[...trail, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      {intro ? <p className="page-intro">{intro}</p> : null}
      {children}
    </div>
  );
}
