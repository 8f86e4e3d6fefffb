// The institution rating form as a student meets it: every question labelled (required ones say so), errors
// shown only once a changed field is left or a submit is tried, focus on the first invalid question after a
// refused submit, and the answers kept as a draft across a remount (a reload, a crash, a closed tab).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstitutionRatingForm } from '@/features/institutions/components/institution-rating-form';
import { useSession } from '@/lib/auth/session-store';
import { appDb } from '@/lib/db/app-db';
import { NO_ANSWER, serve } from './support/fake-server';
import { renderInArabic } from './support/render';

const ID = 'inst00000000001';
const NAME = { text: 'المدرسة الوطنية للمهندسين بتونس' };
const TEN_SCORES = 10;

const renderForm = () => renderInArabic(<InstitutionRatingForm id={ID} name={NAME} />);
const review = () => screen.getByRole('textbox', { name: /^رايك/ });
const scoreGroups = () => within(screen.getByRole('region', { name: 'قيّم من 1 لـ 5' })).getAllByRole('group');

describe('the institution rating form', () => {
  it('labels each question and says which are required', async () => {
    await renderForm();
    const groups = await screen.findAllByRole('group');
    expect(scoreGroups()).toHaveLength(TEN_SCORES);
    expect(groups[0]!.textContent).toContain('(إجباري)');
    // A score reads its number and its word, within the question's group.
    expect(within(scoreGroups()[0]!).getAllByRole('radio')).toHaveLength(5);
    expect(within(scoreGroups()[0]!).getByRole('radio', { name: /^5/ })).toBeTruthy();
    expect(review().getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('الأسئلة اللي عليها * إجبارية.')).toBeTruthy();
  });

  it('shows a field’s error once it is changed and left, not while it is typed', async () => {
    await renderForm();
    await screen.findAllByRole('group');
    fireEvent.change(review(), { target: { value: 'باهي' } });
    // Arabic's "few" plural form (3 to 10).
    expect(screen.queryByText('اكتب 10 حروف على الأقل.')).toBeNull();
    expect(review().getAttribute('aria-invalid')).toBeNull();
    fireEvent.focusOut(review());
    const error = screen.getByText('اكتب 10 حروف على الأقل.');
    expect(review().getAttribute('aria-invalid')).toBe('true');
    expect(review().getAttribute('aria-describedby')).toContain(error.id);
    // Nobody is scolded for a question not reached yet.
    expect(screen.queryByText('اختار جواب.')).toBeNull();
  });

  it('on a refused submit shows every error and the summary, and moves focus to the first invalid question', async () => {
    await renderForm();
    await screen.findAllByRole('group');
    fireEvent.click(within(scoreGroups()[0]!).getByRole('radio', { name: /^4/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ابعث' }));
    expect((await screen.findByRole('alert')).textContent).toBe('فمّا أجوبة لازمها تتصلّح، شوف الأسئلة المعلّمة.');
    // The first question is answered: focus lands on the second, whose error is shown.
    expect(screen.getAllByText('اختار جواب.')).toHaveLength(TEN_SCORES - 1);
    expect(within(scoreGroups()[1]!).getAllByRole('radio')).toContain(document.activeElement);
    expect(scoreGroups()[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('لازمك تعمّر هذا.')).toBeTruthy();
  });

  it('keeps the answers as a draft across a remount, and says they came back', async () => {
    const first = await renderForm();
    await screen.findAllByRole('group');
    fireEvent.click(within(scoreGroups()[2]!).getByRole('radio', { name: /^3/ }));
    fireEvent.change(review(), { target: { value: 'القراية باهية أما المكتبة صغيرة.' } });
    first.unmount();

    await renderForm();
    expect((await screen.findByRole('status')).textContent).toBe('رجّعنالك الأجوبة اللي ما كمّلتهاش.');
    expect((review() as HTMLTextAreaElement).value).toBe('القراية باهية أما المكتبة صغيرة.');
    expect((within(scoreGroups()[2]!).getByRole('radio', { name: /^3/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(scoreGroups()[0]!)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('queues a complete rating in the outbox and clears the draft', async () => {
    useSession.setState({
      token: 'x',
      user: { id: 'alice0000000001', name: 'Alice', email: '', verified: true, role: 'STUDENT', language: 'ar' },
    });
    serve(() => NO_ANSWER);
    try {
      await renderForm();
      await screen.findAllByRole('group');
      for (const group of scoreGroups()) fireEvent.click(within(group).getByRole('radio', { name: /^4/ }));
      fireEvent.change(review(), { target: { value: 'القراية باهية أما المكتبة صغيرة.' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ابعث' })));
      await screen.findByText('باش يتنشر بعد ما يشوفوه المشرفين.');
      const [item] = await appDb().outbox.toArray();
      expect(item).toMatchObject({ collection: 'institution_ratings', userId: 'alice0000000001', label: NAME.text });
      expect(item?.payload).toMatchObject({
        institution: ID,
        reputation: 4,
        review: 'القراية باهية أما المكتبة صغيرة.',
      });
      expect(await appDb().drafts.count()).toBe(0);
    } finally {
      useSession.setState({ token: '', user: null });
    }
  });
});
