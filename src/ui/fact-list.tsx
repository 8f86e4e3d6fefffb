import type { ReactNode } from 'react';

/** Facts about a record ("Governorate: Tunis") as a description list; a value may be a link (to its institution). */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode; lang?: string }[] }) {
  return (
    <dl className="facts">
      {facts
        .filter((fact) => fact.value !== '' && fact.value !== null && fact.value !== undefined)
        .map((fact) => (
          <div key={fact.label} className="fact">
            <dt>{fact.label}</dt>
            <dd lang={fact.lang}>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
