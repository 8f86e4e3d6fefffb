// Build-time configuration (Vite `VITE_*` variables), read once here so the rest of the app has typed values.
import { parseLanguageList } from '@/domain/languages';

export const ENABLED_LANGUAGES = parseLanguageList(import.meta.env.VITE_LANGUAGES);

export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@rayek.tn';

export const SOCIAL_URL: string = import.meta.env.VITE_SOCIAL_URL || 'https://www.facebook.com/rayek.tn';
