// Keyboard moves of the search box (a search field with a list of result links below it): the arrows go from
// the field into the links and between them, Home and End to the ends; from the first link, up goes back to
// the field. Pure: the panel hands in where the focus is and how many links there are.

/** Where the focus is: -1 the text field, 0… a result link in the order shown. */
export type SearchFocus = number;

export function nextFocus(current: SearchFocus, key: string, count: number): SearchFocus | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < count - 1 ? current + 1 : current;
    case 'ArrowUp':
      return current > 0 ? current - 1 : -1;
    case 'Home':
      return current === -1 ? null : 0;
    case 'End':
      return current === -1 ? null : count - 1;
    default:
      return null;
  }
}
