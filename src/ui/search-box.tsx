import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_TEXT_MAX, isSearchableText } from '@/domain/search-text';

// Short: a search runs from the first letter, and a pause this long reads as "done typing".
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A search text box that commits what was typed 1 s after the last keystroke, and only when it is empty or
 * long enough to search (domain/search-text.ts). Enter commits at once.
 */
export function SearchBox({
  label,
  hint,
  value,
  onCommit,
}: {
  label: string;
  hint?: string;
  value: string;
  onCommit: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });

  // Back/forward or a link changed the URL's text: show it.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (text.trim() === committed.current.trim() || !isSearchableText(text)) return;
    pending.current = setTimeout(() => {
      committed.current = text.trim();
      commitRef.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(pending.current);
  }, [text]);

  return (
    <div className="field search-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        autoComplete="off"
        maxLength={SEARCH_TEXT_MAX}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setText(event.target.value)}
        // A link chosen while a search waits to be committed (one of the results shown): committing it then would
        // navigate back to the list over the link's own navigation, still loading its page.
        onBlur={(event) => {
          if (event.relatedTarget instanceof HTMLAnchorElement) clearTimeout(pending.current);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && isSearchableText(text) && text.trim() !== committed.current.trim()) {
            committed.current = text.trim();
            onCommit(text.trim());
          }
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
