// Types of served-pages.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const MESSAGE_PARTS: readonly ['core', 'browse', 'contribute', 'legal'];
export type MessagePart = (typeof MESSAGE_PARTS)[number];
export type ServedTemplate = 'static' | 'home' | 'search' | 'record' | 'report';
export interface ServedPage {
  readonly path: string;
  readonly route: string;
  readonly parts: readonly MessagePart[];
  readonly template: ServedTemplate;
}
export const SERVED_PAGES: readonly ServedPage[];
export function servedPage(path: string): ServedPage | undefined;
export function servedFile(path: string): string;
