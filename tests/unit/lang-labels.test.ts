// One wording per value (once the instructor page's chart said "2 Poor, 3 OK, 4 Good" where the form said
// "2 OK, 3 Good, 4 Great"). Each score, scale step, tag, grade or enrolment status, yes/no answer, contribution
// state and take-down choice has exactly one message in lang/*.json, the one lib/i18n/labels.ts names, and the
// code reaches those messages only through labels.ts.
import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_STATES, TAKE_DOWN_STATUSES } from '@/domain/moderation';
import {
  ENROLMENT_STATUSES,
  GRADE_STATUSES,
  INSTITUTION_SCORES,
  INSTRUCTOR_SCORES,
  INSTRUCTOR_TAGS,
  PROGRAM_SCORES,
  SCORE_SCALES,
  SCORE_STEPS,
} from '@/domain/ratings';
import { LANGUAGES } from '@/domain/languages';
import { REPORT_REASONS } from '@/domain/report-reasons';
import * as labels from '@/lib/i18n/labels';
import { catalogues, sourceFiles } from './lang-catalogues';

interface Family {
  name: string;
  /** The values as they end a message key. */
  values: readonly string[];
  /** The message id of every value (for scales: of every step of every scale). */
  ids: readonly string[];
}

const FAMILIES: Family[] = [
  {
    name: 'scores',
    values: [...new Set([...INSTITUTION_SCORES, ...PROGRAM_SCORES, ...INSTRUCTOR_SCORES])],
    ids: [...new Set([...INSTITUTION_SCORES, ...PROGRAM_SCORES, ...INSTRUCTOR_SCORES])].map(labels.scoreLabel),
  },
  {
    name: 'scale steps',
    values: SCORE_STEPS.map(String),
    ids: SCORE_SCALES.flatMap((scale) => SCORE_STEPS.map((step) => labels.scaleStepLabel(scale, step))),
  },
  { name: 'tags', values: INSTRUCTOR_TAGS, ids: INSTRUCTOR_TAGS.map(labels.tagLabel) },
  { name: 'grade statuses', values: GRADE_STATUSES, ids: GRADE_STATUSES.map(labels.gradeStatusLabel) },
  { name: 'enrolment statuses', values: ENROLMENT_STATUSES, ids: ENROLMENT_STATUSES.map(labels.enrolmentLabel) },
  { name: 'yes/no', values: ['yes', 'no'], ids: [labels.yesNoLabel(true), labels.yesNoLabel(false)] },
  {
    name: 'contribution states',
    values: CONTRIBUTION_STATES,
    ids: CONTRIBUTION_STATES.map(labels.contributionStateLabel),
  },
  { name: 'take-down choices', values: TAKE_DOWN_STATUSES, ids: TAKE_DOWN_STATUSES.map(labels.takeDownLabel) },
  { name: 'report reasons', values: REPORT_REASONS, ids: REPORT_REASONS.map(labels.reportReasonLabel) },
];

const prefixOf = (key: string) => key.slice(0, key.lastIndexOf('.'));
const lastOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** Groups of keys that name two or more values of a family: each is a set of labels for that family. */
function labelSets(family: Family, keys: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const key of keys)
    if (family.values.includes(lastOf(key))) counts.set(prefixOf(key), (counts.get(prefixOf(key)) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= 2)
    .map(([prefix]) => prefix)
    .sort();
}

describe('labels of values', () => {
  it.each(FAMILIES)('$name: one set of messages in lang/*.json, the one labels.ts names', (family) => {
    const expected = [...new Set(family.ids.map(prefixOf))].sort();
    for (const language of LANGUAGES) {
      expect({ language, sets: labelSets(family, Object.keys(catalogues[language])) }).toEqual({
        language,
        sets: expected,
      });
    }
  });

  it.each(FAMILIES)('$name: every value has its message in the three languages', (family) => {
    for (const language of LANGUAGES) {
      const missing = family.ids.filter((id) => !(id in catalogues[language]));
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('are reached only through lib/i18n/labels.ts', () => {
    const prefixes = [...new Set(FAMILIES.flatMap((f) => f.ids.map(prefixOf)))];
    // A key of these sets written or built anywhere else ('browse.tag.X', `browse.tag.${tag}`).
    const pattern = new RegExp(`['"\`](${prefixes.map((p) => p.replaceAll('.', '\\.')).join('|')})\\.`);
    const elsewhere = sourceFiles()
      .filter(({ file, text }) => file !== 'src/lib/i18n/labels.ts' && pattern.test(text))
      .map(({ file }) => file);
    expect(elsewhere).toEqual([]);
  });
});
