// The e2e `test`: baseURL points at the stack of global-setup.ts, and every page fails its test on an
// uncaught error, a console error or a Content-Security-Policy violation unless the test expects some
// (`test.use({ consoleErrors: 'allowed' })`, e.g. when it cuts the network).
import { test as base, expect, type Page } from '@playwright/test';
import { readStackInfo, type StackInfo } from './stack';

interface Fixtures {
  stack: StackInfo;
  consoleErrors: 'fail' | 'allowed';
  problems: string[];
}

// Fixture functions name their second argument `provide` rather than Playwright's usual `use`, which the
// React hooks lint rule would take for React's `use`.
export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its destructuring pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, provide) => provide(readStackInfo()),
  baseURL: async ({ stack }, provide) => provide(stack.baseURL),
  consoleErrors: ['fail', { option: true }],
  problems: async ({ context, consoleErrors }, provide) => {
    const problems: string[] = [];
    // A page the server answers with 404 (no such route, no public record) still gets the app, which renders
    // its not-found view; the browser logs the page's own status, which is no error of the app.
    const notFoundPages = new Set<string>();
    const watch = (page: Page) => {
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource') && notFoundPages.has(message.location().url)) return;
        problems.push(`console error: ${message.text()}`);
      });
    };
    context.pages().forEach(watch);
    context.on('page', watch);
    // CSP violations also reach the console, but the event names the directive reliably.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await provide(problems);
    if (consoleErrors === 'fail') expect(problems, 'errors in the browser').toEqual([]);
  },
  // Prerendered pages are visible before their scripts have hydrated them, and a click before that does
  // nothing. So goto() and reload() (with the default waitUntil) also wait for the app's "ready" mark.
  page: async ({ page, problems }, provide) => {
    void problems;
    const whenReady = (options?: { waitUntil?: string }) =>
      options?.waitUntil === undefined || options.waitUntil === 'load'
        ? page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
        : Promise.resolve();
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await whenReady(options);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await whenReady(options);
      return response;
    };
    await provide(page);
  },
});

export { expect };
