// useMirroredSearch and usePrivateQuery as a list and a private page use them: a search answered by the server
// is kept and shown again without the network; a search never run offline offers a retry and runs when the
// connection comes back; a private answer is shown but never written to IndexedDB nor to the HTTP cache.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMyContributions } from '@/features/contributions/use-my-contributions';
import { useSession } from '@/lib/auth/session-store';
import { appDb } from '@/lib/db/app-db';
import { useT } from '@/lib/i18n/use-t';
import { queryKey, type Row } from '@/lib/mirror/mirror-store';
import { useMirroredSearch } from '@/lib/mirror/use-mirrored-search';
import { getPocketBase } from '@/lib/pocketbase/client';
import { held, NO_ANSWER, ok, serve } from './support/fake-server';
import { renderInArabic } from './support/render';

const SEARCH = '/api/rayek/programs/search';
const rows = [
  { id: 'prog00000000001', name: 'Génie logiciel', institution_id: 'inst00000000001' },
  { id: 'prog00000000002', name: 'Génie civil', institution_id: 'inst00000000001' },
];

function ProgramResults({ q }: { q: string }) {
  const t = useT();
  const state = useMirroredSearch<Row>({
    key: queryKey('programs_search', { q, page: 1 }),
    collection: 'programs_search',
    page: 1,
    perPage: 20,
    fetch: async (pb) => (await pb.send<{ items: Row[] }>(SEARCH, { query: { q }, requestKey: null })).items,
    local: { text: q },
  });
  if (state.status === 'loading' || state.status === 'idle') return <p role="status">{t('status.loading')}</p>;
  if (state.status === 'offline-unavailable') {
    return (
      <section>
        <h2>{t('browse.offlineUnavailable.title')}</h2>
        <button type="button" onClick={state.retry}>
          {t('status.retry')}
        </button>
      </section>
    );
  }
  return (
    <ul aria-label={t('search.open')}>
      {state.rows.map((row) => (
        <li key={row.id}>{String(row.name)}</li>
      ))}
    </ul>
  );
}

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('a mirrored search', () => {
  it('shows loading, then the server’s answer, and the same answer again without the network', async () => {
    const answer = held();
    const server = serve(() => answer.answer);
    const first = await renderInArabic(<ProgramResults q="génie" />);
    await screen.findByRole('status');
    await act(async () => answer.release(ok({ items: rows })));
    await screen.findByRole('list');
    expect(names()).toEqual(['Génie logiciel', 'Génie civil']);
    expect(server.to(SEARCH)[0]!.query.get('q')).toBe('génie');
    first.unmount();

    serve(() => NO_ANSWER);
    await renderInArabic(<ProgramResults q="génie" />);
    await screen.findByRole('list');
    expect(names()).toEqual(['Génie logiciel', 'Génie civil']);
  });

  it('offers a retry for a search never run while offline, and runs it when the connection comes back', async () => {
    let online = false;
    const server = serve(() => (online ? ok({ items: rows.slice(0, 1) }) : NO_ANSWER));
    await renderInArabic(<ProgramResults q="logiciel" />);
    await screen.findByRole('heading', { name: 'مازال موش متوفّر بلا كونكسيون' });
    fireEvent.click(screen.getByRole('button', { name: 'عاود' }));
    // Asked again; still no answer, so the offer stays.
    await waitFor(() => expect(server.to(SEARCH)).toHaveLength(2));
    await screen.findByRole('heading', { name: 'مازال موش متوفّر بلا كونكسيون' });
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByRole('list');
    expect(names()).toEqual(['Génie logiciel']);
  });
});

const ALICE = {
  id: 'alice0000000001',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  name: 'Alice',
  verified: true,
};
const mine = [
  {
    id: 'rate00000000001',
    collection: 'institution_ratings',
    status: 'PENDING_APPROVAL',
    created: '2026-11-01',
    reason: '',
  },
];

function MyContributions() {
  const t = useT();
  const state = useMyContributions();
  if (state.status === 'ready') return <p>{t('browse.results.count', { count: state.data.length })}</p>;
  if (state.status === 'offline-unavailable') {
    return (
      <button type="button" onClick={state.retry}>
        {t('status.retry')}
      </button>
    );
  }
  return <p role="status">{t('status.loading')}</p>;
}

/** A token the app reads as valid for a day (only the server checks its signature). */
const TOKEN = `x.${btoa(JSON.stringify({ id: ALICE.id, exp: Math.floor(Date.now() / 1000) + 86_400 }))}.y`;

async function signInAlice() {
  const pb = await getPocketBase();
  act(() => pb.authStore.save(TOKEN, ALICE));
  return () => act(() => pb.authStore.clear());
}

describe('a private query', () => {
  it('shows the author’s own answer, asked with no-store, and writes nothing to IndexedDB', async () => {
    const signOut = await signInAlice();
    try {
      const server = serve(() => ok({ items: mine }));
      await renderInArabic(<MyContributions />);
      await screen.findByText('نتيجة وحدة');
      const [request] = server.to('/api/rayek/contributions/mine');
      expect(request?.headers.get('Authorization')).toBe(TOKEN);
      expect(request?.cache).toBe('no-store');
      const db = appDb();
      const stored = await Promise.all(db.tables.map(async (table) => [table.name, await table.count()] as const));
      expect(stored.filter(([, count]) => count > 0)).toEqual([]);
    } finally {
      signOut();
    }
  });

  it('offers a retry when the server cannot be reached, and asks again when the connection comes back', async () => {
    const signOut = await signInAlice();
    try {
      let online = false;
      const server = serve(() => (online ? ok({ items: mine }) : NO_ANSWER));
      await renderInArabic(<MyContributions />);
      await screen.findByRole('button', { name: 'عاود' });
      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
      await screen.findByText('نتيجة وحدة');
      expect(server.to('/api/rayek/contributions/mine')).toHaveLength(2);
      expect(useSession.getState().user?.id).toBe(ALICE.id);
    } finally {
      signOut();
    }
  });
});
