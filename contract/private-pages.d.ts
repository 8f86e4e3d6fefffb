// Types of private-pages.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const PRIVATE_PAGES: readonly [
  '/account',
  '/outbox',
  '/settings',
  '/my-contributions',
  '/moderation',
  '/not-authorized',
  '/instructors/add',
  '/institutions/$/add-rating',
  '/programs/$/add-rating',
  '/instructors/$/add-rating',
  '/instructors/$/claim',
  '/instructors/$/reply/$',
  '/report/$/$',
  '/verify/$',
  '/reset-password/$',
  '/confirm-email-change/$',
  '/claims/verify/$',
];
export function isPrivatePage(path: string): boolean;
