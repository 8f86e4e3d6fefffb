// Where the focus goes when what held it is replaced by other content (a new page, a gate that opens, a
// panel that re-renders in another state): the page's one <h1>, which every page has (ui/page-frame.tsx).
export function focusPageHeading({ preventScroll = false } = {}): void {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll });
}
