// The search box of every page as a reader meets it: the header's button opens a dialog with a labelled field
// that has the focus; what is typed is searched on the server, the count of results is announced in a live
// region and the results are links grouped under a heading per kind; Escape closes and gives focus back.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchButton } from '@/features/search/components/search-button';
import { NO_ANSWER, ok, serve } from './support/fake-server';
import { renderInArabic } from './support/render';

const ENIT = {
  id: 'inst00000000001',
  name: 'École Nationale d’Ingénieurs de Tunis',
  name_ar: 'المدرسة الوطنية للمهندسين بتونس',
  governorate: 'tunis',
};
const GL = {
  id: 'prog00000000001',
  discipline_major: 'Génie logiciel',
  discipline_major_ar: 'هندسة البرمجيات',
  institution_name: 'ENIT',
};

// The dialog's code loads with the first opening; compiling it on a loaded machine can take longer than any
// wait for what the reader sees, so it is compiled before the tests (the opening still imports it lazily).
beforeAll(async () => {
  await import('@/features/search/components/search-dialog');
}, 60_000);

async function openSearch() {
  await renderInArabic(<SearchButton />);
  const button = screen.getByRole('button', { name: 'لوّج' });
  expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  // A click focuses the button first, as a pointer's would.
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'لوّج' });
  return { button, dialog };
}

describe('the search box', () => {
  it('opens as a dialog with its labelled field focused', async () => {
    serve(() => NO_ANSWER);
    const { button, dialog } = await openSearch();
    const field = within(dialog).getByRole('searchbox', { name: 'مؤسسة، أستاذ ولا شعبة' });
    expect(document.activeElement).toBe(field);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('announces how many results were found and lists them as links under their kind', async () => {
    const server = serve(() => ok({ institutions: [ENIT], programs: [GL], instructors: [] }));
    const { dialog } = await openSearch();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'تونس' } });
    const status = within(dialog).getByRole('status');
    // Arabic's dual: two results.
    await within(dialog).findByText('زوز نتايج');
    expect(status.textContent).toBe('زوز نتايج');
    expect(server.to('/api/rayek/search')[0]!.query.get('q')).toBe('تونس');
    const institutions = within(dialog).getByRole('region', { name: 'المؤسسات' });
    const link = within(institutions).getByRole('link', { name: /المدرسة الوطنية للمهندسين بتونس/ });
    expect(link.getAttribute('href')).toBe(`/institutions/${ENIT.id}`);
    const programs = within(dialog).getByRole('region', { name: 'الشُعب' });
    expect(
      within(programs)
        .getByRole('link', { name: /هندسة البرمجيات/ })
        .getAttribute('href'),
    ).toBe(`/programs/${GL.id}`);
    expect(within(dialog).queryByRole('region', { name: 'الأساتذة' })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    serve(() => ok({ institutions: [], programs: [], instructors: [] }));
    const { dialog } = await openSearch();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'zzz' } });
    await within(dialog).findByText('ما لقيت حتى شي لـ«zzz».');
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    serve(() => NO_ANSWER);
    const { button, dialog } = await openSearch();
    await act(async () => fireEvent.keyDown(within(dialog).getByRole('searchbox'), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix hands the focus back in the task after the dialog unmounts.
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
