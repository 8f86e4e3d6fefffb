// The one door to the error reporter (client-errors.ts), which loads apart from the first-load code: app/root-layout.tsx
// opens it once the app is up, main.tsx when start-up fails, the router's error view with the error a
// page's rendering threw, which React keeps from reaching window.onerror.
export const reportErrors = (failure?: unknown) =>
  void import('./client-errors').then((m) => m.startReporting(failure));
