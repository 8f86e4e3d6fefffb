// The notification queue: durations, at most 5 shown with the rest queued, progress in place.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeDelay,
  DEFAULT_CLOSE_MS,
  dismiss,
  MAX_SHOWN,
  notify,
  queuedCount,
  shownNotifications,
  useNotifications,
} from '@/ui/notifications/notify';

const items = () => useNotifications.getState().items;

beforeEach(() => useNotifications.setState({ items: [] }));

describe('durations', () => {
  it('success: 70 ms per character, at least 2000 and at most 7000', () => {
    expect(closeDelay('success', 'x'.repeat(10))).toBe(2000);
    expect(closeDelay('success', 'x'.repeat(50))).toBe(3500);
    expect(closeDelay('success', 'x'.repeat(100))).toBe(7000);
    expect(closeDelay('success', 'x'.repeat(1000))).toBe(7000);
  });

  it('errors and progress stay until closed; info closes after the default 4000 ms', () => {
    expect(closeDelay('error', 'x'.repeat(50))).toBeNull();
    expect(closeDelay('progress', 'Waiting for server response')).toBeNull();
    expect(closeDelay('info', 'x')).toBe(DEFAULT_CLOSE_MS);
    expect(DEFAULT_CLOSE_MS).toBe(4000);
  });
});

describe('queue', () => {
  it('shows the oldest 5 and queues the rest; closing one lets the next in', () => {
    const ids = Array.from({ length: 7 }, (_, i) => notify.info(`n${i}`));
    expect(MAX_SHOWN).toBe(5);
    expect(shownNotifications(items()).map((n) => n.text)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
    expect(queuedCount(items())).toBe(2);
    dismiss(ids[1]!);
    expect(shownNotifications(items()).map((n) => n.text)).toEqual(['n0', 'n2', 'n3', 'n4', 'n5']);
    expect(queuedCount(items())).toBe(1);
  });

  it('updates a progress notification in place to success (then it closes by itself) or error (it stays)', () => {
    notify.info('before');
    const progress = notify.progress('Waiting for server response');
    notify.info('after');
    const id = items()[1]!.id;
    expect(items()[1]).toMatchObject({ kind: 'progress', closeAfter: null });
    progress.success('Saved');
    expect(items()[1]).toEqual({ id, kind: 'success', text: 'Saved', closeAfter: 2000 });
    expect(items().map((n) => n.text)).toEqual(['before', 'Saved', 'after']);

    const other = notify.progress('Waiting for server response');
    other.error('Refused');
    expect(items()[3]).toMatchObject({ kind: 'error', text: 'Refused', closeAfter: null });
  });

  it('gives every notification its own id', () => {
    const a = notify.success('a');
    const b = notify.error('b');
    expect(a).not.toBe(b);
    expect(items().map((n) => n.kind)).toEqual(['success', 'error']);
  });
});
