/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated interface languages, e.g. "ar,fr,en" (default: all three; Arabic is always kept). */
  readonly VITE_LANGUAGES?: string;
  /** The address shown on the legal pages and in the footer (default support@rayek.tn). */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The footer's social link (default Rayek's Facebook page). */
  readonly VITE_SOCIAL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Interface texts compiled from lang/*.json at build time (see scripts/build/prerender-messages.ts).
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
