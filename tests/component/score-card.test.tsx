// The score card as a reader (and a screen reader) meets it: each figure a term with its value, the overall
// score with one decimal (a decimal comma, as in Tunisia) out of 5, the number of reviews in Arabic's plural
// forms; before the figures are known, placeholders and no number.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreCard } from '@/ui/score-card';
import { renderInArabic } from './support/render';

const pairs = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the score card', () => {
  it('names each figure and prints the overall score with one decimal, and the number of reviews', async () => {
    await renderInArabic(
      <ScoreCard
        label="المعدّل"
        overall={{ value: 4, tone: 'good', reviewCount: 11 }}
        figures={[
          { key: 'reputation', label: 'السمعة', value: '4,5' },
          { key: 'food', label: 'الماكلة', value: '2,0' },
        ]}
      />,
    );
    expect(pairs()).toEqual([
      ['المعدّل', '4,0/5'],
      ['السمعة', '4,5'],
      ['الماكلة', '2,0'],
    ]);
    // "11 reviews" takes Arabic's "many" form.
    expect(screen.getByText('11 تقييم')).toBeTruthy();
  });

  it('says "no reviews yet" with no number for a record nobody rated', async () => {
    await renderInArabic(<ScoreCard label="المعدّل" overall={{ value: 0, tone: 'none', reviewCount: 0 }} />);
    expect(pairs()).toEqual([['المعدّل', '–/5']]);
    expect(screen.getByText('حتى تقييم مازال')).toBeTruthy();
  });

  it('reads one review and two reviews in their own forms', async () => {
    const one = await renderInArabic(
      <ScoreCard label="المعدّل" overall={{ value: 3.25, tone: 'fair', reviewCount: 1 }} />,
    );
    expect(screen.getByText('تقييم واحد')).toBeTruthy();
    expect(pairs()).toEqual([['المعدّل', '3,3/5']]);
    one.unmount();
    await renderInArabic(<ScoreCard label="المعدّل" overall={{ value: 3.25, tone: 'fair', reviewCount: 2 }} />);
    expect(screen.getByText('زوز تقييمات')).toBeTruthy();
  });

  it('shows placeholders and no figure while the figures are not known', async () => {
    await renderInArabic(<ScoreCard label="المعدّل" figures={[{ key: 'food', label: 'الماكلة' }]} />);
    expect(pairs()).toEqual([
      ['المعدّل', ''],
      ['الماكلة', ''],
    ]);
    expect(screen.queryByText(/تقييم/)).toBeNull();
  });
});
