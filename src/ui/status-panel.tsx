import { useId, type ReactNode, type RefObject } from 'react';

/**
 * A page-level message (not found, not allowed, unreachable, done) with what the user can do next. With
 * `headingRef`, its heading can take the focus (when the message replaced what had it).
 */
export function StatusPanel({
  title,
  text,
  headingRef,
  className,
  children,
}: {
  title: string;
  text: string;
  /** Another class beside `status-panel`. */
  className?: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={className ? `status-panel ${className}` : 'status-panel'} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      <p>{text}</p>
      {children ? <div className="status-actions">{children}</div> : null}
    </section>
  );
}
