import type { ReactNode } from 'react';

/** A page-level message (not found, not allowed, unreachable) with what the user can do next. */
export function StatusPanel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className="status-panel" aria-labelledby="status-panel-title">
      <h2 id="status-panel-title">{title}</h2>
      <p>{text}</p>
      {children ? <div className="status-actions">{children}</div> : null}
    </section>
  );
}
