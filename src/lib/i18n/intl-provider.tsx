import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import { useI18n } from './language-store';
import { INTL_LOCALES } from './messages';

// A unit test keeps the three languages' keys identical, so a missing message is a bug worth seeing in
// development; in production it would only add console noise.
function reportIntlError(error: unknown): void {
  if (import.meta.env.DEV) console.error(error);
}

export function AppIntlProvider({ children }: { children: ReactNode }) {
  const language = useI18n((s) => s.language);
  const messages = useI18n((s) => s.messages);
  return (
    <IntlProvider
      locale={INTL_LOCALES[language]}
      defaultLocale={INTL_LOCALES[DEFAULT_LANGUAGE]}
      messages={messages}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}
