/** Facts about a record ("Governorate: Tunis") as a description list. */
export function FactList({ facts }: { facts: readonly { label: string; value: string; lang?: string }[] }) {
  return (
    <dl className="facts">
      {facts
        .filter((fact) => fact.value !== '')
        .map((fact) => (
          <div key={fact.label} className="fact">
            <dt>{fact.label}</dt>
            <dd lang={fact.lang}>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
