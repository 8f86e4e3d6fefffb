import { createRootRoute } from '@tanstack/react-router';
import { NotFoundView } from '@/app/not-found-view';
import { RootLayout } from '@/app/root-layout';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundView,
});
