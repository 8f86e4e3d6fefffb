import { AriaDisabledButton } from './aria-disabled-button';

/** "Show more": loads the next page; the list hides it on the last page. */
export function ShowMore({
  label,
  busyLabel,
  busy,
  onClick,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <p className="show-more">
      <AriaDisabledButton className="button button-secondary" unavailable={busy} aria-busy={busy} onClick={onClick}>
        {busy ? busyLabel : label}
      </AriaDisabledButton>
    </p>
  );
}
