/**
 * Focus the page's heading (or, without one, the main content): where keyboard and screen-reader users land
 * when what they were on is gone, after an in-app navigation or a dialog whose opener left with it.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) {
    document.getElementById('main')?.focus();
    return;
  }
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
