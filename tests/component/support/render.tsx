// Renders a view as the app does: inside the react-intl provider with the Arabic texts (setup.ts loads them)
// and, for views with links, a router whose one route shows the view (links resolve, nothing navigates away).
import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { AppIntlProvider } from '@/lib/i18n/intl-provider';

function Providers({ children }: { children: ReactNode }) {
  return <AppIntlProvider>{children}</AppIntlProvider>;
}

/** Renders `ui` at `/`; resolves once the router has shown it. */
export async function renderInArabic(ui: ReactElement): Promise<RenderResult> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  let result!: RenderResult;
  await act(async () => {
    result = render(<RouterProvider router={router} />, { wrapper: Providers });
    await router.load();
  });
  return result;
}
