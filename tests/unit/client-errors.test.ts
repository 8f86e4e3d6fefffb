// The app's error reporter (src/lib/errors/client-errors.ts): one report per distinct error, at most
// CLIENT_ERRORS_PER_PAGE per page load, every field bounded, and no query string anywhere in what it sends.
import { describe, expect, test } from 'vitest';
import { CLIENT_ERROR_BODY_MAX, CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PER_PAGE } from '@contract/client-errors.js';
import { createReporter, watchConsole, type ErrorContext } from '@/lib/errors/client-errors';

function reporter(context: Partial<ErrorContext> = {}) {
  const sent: Array<Record<string, string>> = [];
  const bodies: string[] = [];
  const report = createReporter(
    (body) => {
      bodies.push(body);
      sent.push(JSON.parse(body) as Record<string, string>);
    },
    () => ({ page: '/institutions/abc', build: 'index-C360diKL', language: 'ar', ...context }),
  );
  return { report, sent, bodies };
}

describe('the error reporter', () => {
  test('sends one report per distinct error, the same error again counts once', () => {
    const { report, sent } = reporter();
    const error = new TypeError('x is undefined');
    expect(report('error', error)).toBe(true);
    expect(report('error', error)).toBe(false);
    expect(report('rejection', error)).toBe(true);
    expect(report('error', new TypeError('y is undefined'))).toBe(true);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatchObject({
      kind: 'error',
      message: 'TypeError: x is undefined',
      page: '/institutions/abc',
      build: 'index-C360diKL',
      language: 'ar',
    });
    expect(sent[0]!.stack).toContain('client-errors.test.ts');
  });

  test(`sends at most ${CLIENT_ERRORS_PER_PAGE} reports per page load`, () => {
    const { report, sent } = reporter();
    for (let i = 0; i < 20; i += 1) report('rejection', `failure ${i}`);
    expect(sent.map((r) => r.message)).toEqual(
      Array.from({ length: CLIENT_ERRORS_PER_PAGE }, (_, i) => `failure ${i}`),
    );
  });

  test('never sends a query string: the page is its path, addresses in messages and stacks lose theirs', () => {
    const { report, sent, bodies } = reporter({ page: '/instructors?q=Ahmed%20Ben%20Salah#top' });
    const error = new Error('failed https://rayek.tn/api/rayek/search?q=Ahmed&perKind=5 and https://rayek.tn/x#frag');
    error.stack = 'Error: failed\n    at load (https://rayek.tn/assets/x.js?q=Ahmed:1:2)';
    report('error', error);
    expect(sent[0]).toMatchObject({
      page: '/instructors',
      message: 'Error: failed https://rayek.tn/api/rayek/search and https://rayek.tn/x',
      stack: 'Error: failed\n    at load (https://rayek.tn/assets/x.js)',
    });
    expect(bodies[0]).not.toContain('Ahmed');
  });

  test('bounds every field, drops a build that is not one, and never sends a body over the bound', () => {
    const { report, sent, bodies } = reporter({ page: `/${'p'.repeat(1000)}`, build: '<script>' });
    const error = new Error('m'.repeat(10_000));
    error.stack = 'ش'.repeat(100_000);
    report('error', error);
    expect(Array.from(sent[0]!.message!)).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(Array.from(sent[0]!.stack!)).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(sent[0]!.page).toHaveLength(CLIENT_ERROR_LIMITS.page);
    expect(sent[0]!.build).toBe('');
    expect(new TextEncoder().encode(bodies[0]).length).toBeLessThanOrEqual(CLIENT_ERROR_BODY_MAX);
  });

  test('values that are not errors are described; an empty one is not sent', () => {
    const { report, sent } = reporter();
    report('rejection', { code: 42 });
    expect(report('rejection', '   ')).toBe(false);
    expect(sent.map((r) => r.message)).toEqual(['{"code":42}']);
  });
});

describe('errors React caught', () => {
  test('an Error logged with console.error is reported, other logs are not; the log still happens', () => {
    const { report, sent } = reporter();
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    const stop = watchConsole(report);
    try {
      console.error(new RangeError('caught by a boundary'));
      console.error('a plain message', 42);
    } finally {
      stop();
      console.error = original;
    }
    expect(sent.map((r) => r.message)).toEqual(['RangeError: caught by a boundary']);
    expect(logged).toHaveLength(2);
  });
});
