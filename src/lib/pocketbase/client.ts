// The one PocketBase client. The SDK loads on first use, never with the landing page (first-load budget).
// App and API share one origin, so the base URL is the site itself (`npm run dev` proxies /api to PocketBase).
import type PocketBase from 'pocketbase';
import { mirrorAuth } from '@/lib/auth/session-store';
import { useI18nStore } from '@/lib/i18n/language-store';

let client: Promise<PocketBase> | undefined;

/**
 * A request whose answer can hold this account's data: any signed-in request (own pending ratings, moderation
 * queues, tokens) and every users endpoint (sign-in and sign-up answer a token or the account). The browser
 * must not keep those in its HTTP cache, where they would outlive sign-out on a shared device; the server says
 * `no-store` too (docs/api.md "Private answers").
 */
export function isPrivateRequest(url: string, headers: HeadersInit | undefined): boolean {
  return new Headers(headers).has('Authorization') || url.includes('/api/collections/users/');
}

export function getPocketBase(): Promise<PocketBase> {
  client ??= import('pocketbase').then(({ default: PocketBaseClient }) => {
    // The SDK sends `lang` as Accept-Language on every request, so server messages follow the interface.
    const pb = new PocketBaseClient('/', undefined, useI18nStore.getState().language);
    useI18nStore.subscribe((state) => {
      pb.lang = state.language;
    });
    // React reads the session from the zustand mirror; the SDK's store (localStorage `pocketbase_auth`) is the truth.
    pb.authStore.onChange((token, record) => mirrorAuth(token, record), true);
    // Public answers say `stale-while-revalidate` for shared caches (pb_hooks/lib/http/public-cache.js), which the
    // browser's HTTP cache honours too: it would hand the mirror an old answer as if the server had given it
    // (no offline note, a published rating missing). `no-cache` makes every public read ask the server or proxy.
    pb.beforeSend = (url, options) => {
      options.cache = isPrivateRequest(url, options.headers) ? 'no-store' : (options.cache ?? 'no-cache');
      return { url, options };
    };
    return pb;
  });
  return client;
}
