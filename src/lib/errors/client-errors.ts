// Reports the app's unhandled errors to the server (POST /api/rayek/client-errors, docs/api.md "Client
// errors"), so the operator hears of what breaks on readers' phones: uncaught exceptions, unhandled rejections,
// and the errors React caught in an error boundary (the router's error view), which React logs with
// console.error instead of letting them reach window.onerror. Loaded once the app is interactive
// (app/after-start.ts): nothing here is first-load code, and an error before that (a failed start) is missed.
//
// Each page load sends at most CLIENT_ERRORS_PER_PAGE reports, the same error once, each bounded to the
// contract's sizes. Nothing in a report names the reader: the page is its path only (a query string may hold a
// search), web addresses in a message or a stack lose their query, and the request carries no session (a
// beacon has no Authorization header; the server would not read one).
import {
  CLIENT_ERROR_BODY_MAX,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERRORS_PER_PAGE,
  buildName,
  pagePath,
  withoutQueries,
  type CLIENT_ERROR_KINDS,
} from '@/domain/client-errors';

export const CLIENT_ERRORS_PATH = '/api/rayek/client-errors';

export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Where the error happened: the page's path, the build and the interface language. */
export interface ErrorContext {
  page: string;
  build: string;
  language: string;
}

/** At most `max` code points of the text (read no further than it needs to). */
function cut(text: string, max: number): string {
  const chars = Array.from(text.slice(0, max * 2));
  return chars.length > max ? chars.slice(0, max).join('') : chars.join('');
}

/** What an error value says: an Error's name and message and its stack, or the value as text. */
export function describeError(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) {
    return {
      message: `${reason.name}: ${reason.message}`,
      stack: typeof reason.stack === 'string' ? reason.stack : '',
    };
  }
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: String(JSON.stringify(reason)), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * A reporter for one page load: `report(kind, reason)` sends a bounded report through `send` unless the same
 * error was sent already or the page's reports are spent; it says whether it sent.
 */
export function createReporter(send: (body: string) => void, context: () => ErrorContext) {
  const seen = new Set<string>();
  return function report(kind: ClientErrorKind, reason: unknown): boolean {
    if (seen.size >= CLIENT_ERRORS_PER_PAGE) return false;
    const described = describeError(reason);
    const message = cut(withoutQueries(described.message), CLIENT_ERROR_LIMITS.message);
    if (message.trim() === '') return false;
    const stack = cut(withoutQueries(described.stack), CLIENT_ERROR_LIMITS.stack);
    // The same error thrown again (a render loop, a timer) is one report: its message and where it was thrown.
    const key = `${kind}\n${message}\n${stack.split('\n', 3).join('\n')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const where = context();
    const report = {
      kind,
      message,
      stack,
      page: cut(pagePath(where.page), CLIENT_ERROR_LIMITS.page),
      build: buildName(where.build),
      language: where.language,
    };
    let body = JSON.stringify(report);
    // Past the server's bound the whole report would be refused: the stack goes first.
    if (bytes(body) > CLIENT_ERROR_BODY_MAX) body = JSON.stringify({ ...report, stack: '' });
    if (bytes(body) <= CLIENT_ERROR_BODY_MAX) send(body);
    return true;
  };
}

/** The page's context as the browser knows it: the path only, the entry script's hashed name, `<html lang>`. */
function pageContext(): ErrorContext {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  const file = entry ? (new URL(entry.src).pathname.split('/').pop() ?? '') : '';
  return { page: location.pathname, build: file.replace(/\.js$/, ''), language: document.documentElement.lang };
}

/** A beacon (it outlives the page); a keepalive fetch where beacons are missing or refused. */
function sendReport(body: string) {
  try {
    if (navigator.sendBeacon?.(CLIENT_ERRORS_PATH, body)) return;
  } catch {
    // Fall through to fetch.
  }
  fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

/**
 * Reports every Error passed to console.error, then logs as before. React logs each error an error boundary
 * caught that way (its default onCaughtError), and the app itself calls console.error for nothing else.
 */
export function watchConsole(report: (kind: ClientErrorKind, reason: unknown) => boolean) {
  const log = console.error;
  console.error = (...args: unknown[]) => {
    for (const arg of args) if (arg instanceof Error) report('error', arg);
    log.apply(console, args);
  };
  return () => {
    console.error = log;
  };
}

let started = false;

/** Starts reporting this page load's unhandled errors (once). */
export function startReporting() {
  if (started) return;
  started = true;
  const report = createReporter(sendReport, pageContext);
  window.addEventListener('error', (event) => {
    // Only uncaught exceptions: a resource that failed to load fires a plain Event, not an ErrorEvent.
    if (event instanceof ErrorEvent) report('error', event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => report('rejection', event.reason));
  watchConsole(report);
}
