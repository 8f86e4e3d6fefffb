// Where the focus goes when what held it is replaced by other content (a new page, a gate that opens, a
// panel that re-renders in another state, a dialog whose opener left with it): the page's one <h1>, which
// every page has (ui/page-frame.tsx), or the main content when a page has none yet.
let focusedAt = 0;

/** Whether the page's heading was given the focus in the last few seconds (ui/page-frame.tsx follows it). */
export const headingJustFocused = () => Date.now() - focusedAt < 3_000;

export function focusPageHeading({ preventScroll = false } = {}): void {
  focusedAt = Date.now();
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) {
    document.getElementById('main')?.focus({ preventScroll });
    return;
  }
  heading.tabIndex = -1;
  heading.focus({ preventScroll });
}
