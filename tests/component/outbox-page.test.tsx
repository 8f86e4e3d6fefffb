// The outbox page as its reader meets it: loading, then nothing waiting; the account's items in the order they
// are sent, with their kind, state and why they wait; what waits for another account counted, never shown;
// signed out, a sign-in offer; discarding an item after a confirmation.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxPage } from '@/features/outbox/components/outbox-page';
import { useSession, type SessionUser } from '@/lib/auth/session-store';
import { appDb, type OutboxItem } from '@/lib/db/app-db';
import { NO_ANSWER, serve } from './support/fake-server';
import { renderInArabic } from './support/render';

const ALICE: SessionUser = {
  id: 'alice0000000001',
  name: 'Alice',
  email: '',
  verified: true,
  role: 'STUDENT',
  language: 'ar',
};

function item(n: number, fields: Partial<OutboxItem> = {}): OutboxItem {
  const at = Date.UTC(2026, 10, 20, 9, n);
  return {
    id: `item0000000000${n}`,
    collection: 'institution_ratings',
    payload: { institution: 'inst00000000001', review: 'القراية باهية أما المكتبة صغيرة.' },
    state: 'waiting',
    userId: ALICE.id,
    createdAt: at,
    attempts: 0,
    nextAttemptAt: at,
    ...fields,
  };
}

/** The page's list of items (the breadcrumbs are a list too, inside their navigation). */
const itemList = () => screen.queryAllByRole('list').find((list) => !list.closest('nav')) ?? null;
const cards = async () => {
  await screen.findAllByText(/^كتبتو /);
  return within(itemList()!).getAllByRole('listitem');
};

async function openOutbox(items: OutboxItem[], user: SessionUser | null = ALICE) {
  serve(() => NO_ANSWER);
  useSession.setState({ token: user ? 'x' : '', user });
  await appDb().outbox.bulkAdd(items);
  const onSignIn = vi.fn();
  await renderInArabic(<OutboxPage onSignIn={onSignIn} />);
  await screen.findByRole('heading', { level: 1, name: 'صندوق الإرسال' });
  return onSignIn;
}

describe('the outbox page', () => {
  afterEachSignOut();

  it('says nothing waits when the outbox is empty', async () => {
    await openOutbox([]);
    await screen.findByText('ما فمّا شي يستنى: كل شي وصل.');
    expect(itemList()).toBeNull();
  });

  it('lists the account’s items oldest first with their kind, state and reason, and counts another account’s', async () => {
    await openOutbox([
      item(2, { label: 'ENIT', error: { code: 'network' }, attempts: 1 }),
      item(1, { collection: 'reports', label: 'ISET Sfax' }),
      item(3, { userId: 'bob000000000001' }),
    ]);
    const shown = await cards();
    expect(shown.map((card) => card.querySelector('.outbox-label')?.textContent)).toEqual(['ISET Sfax', 'ENIT']);
    expect(within(shown[0]!).getByText('تبليغ')).toBeTruthy();
    expect(within(shown[1]!).getByText('تقييم مؤسسة')).toBeTruthy();
    expect(within(shown[1]!).getByText('يستنى')).toBeTruthy();
    expect(within(shown[1]!).getByText('ما فمّاش كونيكسيون: يتبعث كي ترجع.')).toBeTruthy();
    expect(within(shown[1]!).getByRole('button', { name: 'ابعث توّا' })).toBeTruthy();
    expect(screen.getByText('حاجة مكتوبة بحساب آخر تستنى الحساب هذاكا.')).toBeTruthy();
    expect(screen.queryByText(/bob/)).toBeNull();
  });

  it('says why a refused item failed, and offers no resend', async () => {
    await openOutbox([
      item(1, {
        state: 'failed',
        error: { code: 'invalid', fields: { institution: 'validation_missing_rel_records' } },
      }),
    ]);
    const [card] = await cards();
    if (!card) throw new Error('no item shown');
    expect(within(card).getByText('ما تقبلش')).toBeTruthy();
    expect(within(card).getByText('السيرفر ما قبلوش:')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'ابعث توّا' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'فسّخ' })).toBeTruthy();
  });

  it('signed out, counts what waits (Arabic’s dual) and offers to sign in', async () => {
    const onSignIn = await openOutbox([item(1), item(2)], null);
    await screen.findByText('زوز حاجات يستناو اللي كتبهم يدخل.');
    expect(itemList()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ادخل' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('discards an item only after the reader confirms', async () => {
    await openOutbox([item(1, { label: 'ENIT' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'فسّخ' }));
    const dialog = await screen.findByRole('dialog', { name: 'تفسخ هذا؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'خلّيه' }));
    expect(await appDb().outbox.count()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'فسّخ' }));
    await act(async () =>
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'فسّخ' })),
    );
    await screen.findByText('ما فمّا شي يستنى: كل شي وصل.');
    expect(await appDb().outbox.count()).toBe(0);
  });
});

function afterEachSignOut() {
  // The session is module state: each test starts signed out.
  afterEach(() => useSession.setState({ token: '', user: null }));
}
