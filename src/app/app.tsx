import { RouterProvider } from '@tanstack/react-router';
import { AppIntlProvider } from '@/lib/i18n/intl-provider';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppIntlProvider>
      <RouterProvider router={router} />
    </AppIntlProvider>
  );
}
