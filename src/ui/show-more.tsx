/** "Show more": loads the next page; the list hides it on the last page. */
export function ShowMore({ label, busyLabel, busy, onClick }: { label: string; busyLabel: string; busy: boolean; onClick: () => void }) {
  return (
    <p className="show-more">
      <button type="button" className="button button-secondary" onClick={onClick} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </p>
  );
}
