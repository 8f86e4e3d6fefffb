// useMirroredRecord and useRefresh as a record page uses them (a feature hook under RecordStates): loading, then
// the record; "not available offline yet" with a retry when the server cannot be reached; asked again when the
// connection comes back; a record seen before shown from IndexedDB without the network.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInstitutionSummary } from '@/features/institutions/use-institution-summary';
import { useT } from '@/lib/i18n/use-t';
import { readRecord, writeRecords } from '@/lib/mirror/mirror-store';
import { RecordStates } from '@/ui/record-states';
import { held, NO_ANSWER, page, refusal, serve } from './support/fake-server';
import { renderInArabic } from './support/render';

const ID = 'inst00000000001';
const ENIT = { id: ID, name: 'École Nationale d’Ingénieurs de Tunis', name_ar: 'المدرسة الوطنية للمهندسين بتونس' };
const LIST = '/api/collections/institutions/records';

function InstitutionTitle({ id }: { id: string }) {
  const t = useT();
  const state = useInstitutionSummary(id);
  return (
    <RecordStates
      state={state}
      trail={[]}
      pendingTitle={t('institution.title')}
      notFoundTitle={t('institution.notFound.title')}
      notFoundText={t('institution.notFound.text')}
      back={{ label: t('notFound.home'), link: { to: '/' } }}
    >
      {(record) => <h1>{record.nameAr}</h1>}
    </RecordStates>
  );
}

describe('a record page', () => {
  it('says it is loading until the server answers, then shows the record and keeps it in the mirror', async () => {
    const answer = held();
    const server = serve(() => answer.answer);
    await renderInArabic(<InstitutionTitle id={ID} />);
    expect((await screen.findByRole('status')).textContent).toBe('قاعد يتحمّل…');
    await act(async () => answer.release(page([ENIT])));
    await screen.findByRole('heading', { level: 1, name: ENIT.name_ar });
    expect(server.to(LIST)).toHaveLength(1);
    expect(server.to(LIST)[0]!.query.get('filter')).toContain(ID);
    expect((await readRecord('institutions', ID))?.data).toMatchObject(ENIT);
  });

  it('offers a retry when never seen and the server cannot be reached, and shows the record once it answers', async () => {
    let online = false;
    serve(() => (online ? page([ENIT]) : NO_ANSWER));
    await renderInArabic(<InstitutionTitle id={ID} />);
    await screen.findByRole('heading', { level: 2, name: 'مازال موش متوفّر بلا كونكسيون' });
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'عاود' }));
    await screen.findByRole('heading', { level: 1, name: ENIT.name_ar });
  });

  it('asks again by itself when the connection comes back', async () => {
    let online = false;
    const server = serve(() => (online ? page([ENIT]) : NO_ANSWER));
    await renderInArabic(<InstitutionTitle id={ID} />);
    await screen.findByRole('heading', { level: 2, name: 'مازال موش متوفّر بلا كونكسيون' });
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByRole('heading', { level: 1, name: ENIT.name_ar });
    expect(server.to(LIST)).toHaveLength(2);
  });

  it('shows a record seen before from the device when the server cannot be reached', async () => {
    await writeRecords('institutions', [ENIT]);
    serve(() => NO_ANSWER);
    await renderInArabic(<InstitutionTitle id={ID} />);
    await screen.findByRole('heading', { level: 1, name: ENIT.name_ar });
  });

  it('says "not found" when the server has no such record, and forgets the copy it held', async () => {
    await writeRecords('institutions', [ENIT]);
    serve(() => page([]));
    await renderInArabic(<InstitutionTitle id={ID} />);
    await screen.findByRole('heading', { level: 1, name: 'ما لقيناش المؤسسة هاذي' });
    expect(await readRecord('institutions', ID)).toBeUndefined();
  });

  it('takes a refusal (400, 404) as the server’s answer, not as being offline', async () => {
    serve(() => refusal(404, 'The requested resource wasn’t found.'));
    await renderInArabic(<InstitutionTitle id={ID} />);
    await screen.findByRole('heading', { level: 1, name: 'ما لقيناش المؤسسة هاذي' });
    expect(screen.queryByRole('button', { name: 'عاود' })).toBeNull();
  });
});
