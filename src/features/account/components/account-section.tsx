import { useId, type ReactNode, type RefObject } from 'react';

/** One part of the account page: a titled section (its heading can take the focus after a change). */
export function AccountSection({
  title,
  headingRef,
  danger = false,
  children,
}: {
  title: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  danger?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={danger ? 'account-section account-danger' : 'account-section'} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
