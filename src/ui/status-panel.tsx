import { useId, type ReactNode } from 'react';

/** A page-level message (not found, not allowed, unreachable) with what the user can do next. */
export function StatusPanel({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className="status-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{text}</p>
      {children ? <div className="status-actions">{children}</div> : null}
    </section>
  );
}
