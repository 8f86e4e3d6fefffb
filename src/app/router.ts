import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { LoadingState } from '@/ui/loading-state';
import { ErrorView } from './error-view';
import { NotFoundView } from './not-found-view';

/**
 * The browser uses its own history; the prerender passes a memory history at the page's path. Scroll
 * restoration is client-only: on the server the router would write an inline script, which the
 * Content-Security-Policy refuses and hydration would not find.
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: LoadingState,
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFoundView,
    scrollRestoration: history === undefined,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
