// The pieces of the search engine (contract/search-engine/): words and bounds, sound keys, name and text forms,
// acronyms, typos, what a query must match and the order of results.
import { describe, expect, test } from 'vitest';
import { SEARCH_TEXT_MAX } from '@contract/search.js';
import { QUERY_RAW_MAX, QUERY_WORDS_MAX, readQuery, textWords } from '@contract/search-engine/fold.js';
import { nameForms, soundKey, textForms } from '@contract/search-engine/transliterate.js';
import { deletions, withinOneTypo } from '@contract/search-engine/typo.js';
import { recordTerms } from '@contract/search-engine/terms.js';
import { queryPlan, TIERS } from '@contract/search-engine/plan.js';
import { buildIndex, searchIndex } from '@contract/search-engine/index.js';

/** The sound key of a text's words (folded as records and queries are), joined by spaces. */
function keys(text: string) {
  return textWords(text)
    .map((w) => soundKey(w.text, w.ar))
    .join(' ');
}

function names<T extends Record<string, unknown>>(
  records: T[],
  query: string,
  kind: 'institution' | 'program' | 'instructor' = 'instructor',
) {
  return searchIndex(buildIndex(kind, records), query).items.map((r) => String(r.name ?? r.discipline_major));
}

let nextId = 0;
function person(name: string, review_count = 0, extra: Record<string, unknown> = {}) {
  return {
    id: `p${String(nextId++).padStart(14, '0')}`,
    name,
    review_count,
    department: '',
    institution_name: '',
    ...extra,
  };
}

describe('words', () => {
  test('apostrophes, hyphens, punctuation and a change of script separate words; accents and case fold', () => {
    expect(textWords('École Nationale d’Ingénieurs — Beaux-Arts كلية sfax').map((w) => w.text)).toEqual([
      'ecole',
      'nationale',
      'd',
      'ingenieurs',
      'beaux',
      'arts',
      'كليه',
      'sfax',
    ]);
    expect(textWords('كليةSfax').map((w) => [w.text, w.ar])).toEqual([
      ['كليه', true],
      ['sfax', false],
    ]);
  });

  test('digits (both Arabic sets too) join their word; ligatures and Arabic marks fold', () => {
    expect(textWords('٢٠٢٤ ۳ali Œuvre مُحَمَّد ـعلـي').map((w) => w.text)).toEqual([
      '2024',
      '3ali',
      'oeuvre',
      'محمد',
      'علي',
    ]);
  });
});

describe('bounds, checked before the query is folded or matched', () => {
  test(`more than ${QUERY_RAW_MAX} characters as received: refused`, () => {
    expect(readQuery('x'.repeat(QUERY_RAW_MAX + 1))).toEqual({ refused: 'too_long' });
    expect(readQuery('x'.repeat(SEARCH_TEXT_MAX))).toEqual({
      words: [{ text: 'x'.repeat(SEARCH_TEXT_MAX), ar: false }],
    });
  });

  test(`more than ${SEARCH_TEXT_MAX} characters once folded: refused (the search routes' bound)`, () => {
    expect(readQuery('é'.repeat(SEARCH_TEXT_MAX + 1))).toEqual({ refused: 'too_long' });
    // Folding removes marks and tatweel first: a text longer as received may fit.
    expect('words' in readQuery(`${'ـ'.repeat(150)}محمد`)).toBe(true);
  });

  test(`more than ${QUERY_WORDS_MAX} words, as received or once cut at punctuation: refused`, () => {
    expect(readQuery('a '.repeat(QUERY_WORDS_MAX + 1))).toEqual({ refused: 'too_many_words' });
    expect(
      readQuery(Array.from({ length: QUERY_WORDS_MAX + 1 }, (_, i) => String.fromCharCode(97 + i)).join('-')),
    ).toEqual({
      refused: 'too_many_words',
    });
    expect(
      'words' in
        readQuery('Institut Supérieur des Technologies de l’Information et de la Communication de Borj Cedria'),
    ).toBe(true);
  });

  test('the work a query costs is bounded by its words: no typo lookups past 30 letters, a few dozen lookups a word', () => {
    const long = queryPlan('instructor', 'x'.repeat(SEARCH_TEXT_MAX));
    expect('refused' in long ? [] : long.words[0]!.lookups.filter((l) => l.verify !== undefined)).toEqual([]);
    const many = queryPlan(
      'program',
      Array.from({ length: 14 }, (_, i) => `mot${String.fromCharCode(97 + i)}ie`).join(' '),
    );
    if ('refused' in many) throw new Error('refused');
    expect(many.words).toHaveLength(14);
    for (const word of many.words) expect(word.lookups.length).toBeLessThanOrEqual(20);
  });

  test('nothing to search: refused; the index answers nothing and says why', () => {
    expect(readQuery(' !! ')).toEqual({ refused: 'empty' });
    const index = buildIndex('instructor', [person('Sami Trabelsi')]);
    expect(searchIndex(index, 'x'.repeat(500))).toEqual({ items: [], total: 0, refused: 'too_long' });
    expect(searchIndex(index, '')).toEqual({ items: [], total: 0, refused: 'empty' });
  });
});

describe('sound keys: one alphabet for both scripts and the spellings of a name', () => {
  test.each([
    ['Mohamed', 'Mohammed', 'Mhamed', 'محمد'],
    ['Jebali', 'Jbali', 'Jbeli', 'جبالي'],
    ['Hichem', 'Hichame', 'هشام'],
    ['Chebbi', 'Chabbi', 'Chebi', 'شابي'],
    ['Youssef', 'Yousef', 'Yusuf', 'يوسف'],
    ['Khaled', 'Khalid', 'خالد'],
    ['Ghorbel', 'Ghorbal', 'غربال'],
    ['Ridha', 'Reda', 'رضا'],
    ['Dhieb', 'ذيب'],
    ['Thabet', 'Tabet', 'ثابت'],
    ['Kacem', 'Gasmi', 'Guesmi', 'Kasmi', 'قاسمي'].slice(1),
    ['Oueslati', 'Weslati', 'وسلاتي'],
    ['Sousse', 'سوسة'],
    ['Fatma', 'Fatmah', 'فاطمة'],
    ['Salah', 'صالح'],
    ['Sfax', 'صفاقس'],
    ['Gafsa', 'قفصة'],
    ['Monastir', 'منستير'],
  ])('%s', (...spellings) => {
    const first = keys(spellings[0]!);
    expect(first).not.toBe('');
    for (const other of spellings.slice(1)) expect(keys(other), other).toBe(first);
  });

  test('the article, attached or not, and its silent l before a sun letter', () => {
    expect(keys('الجبالي')).toBe(keys('Eljebali'));
    expect(keys('التونسي')).toBe(keys('Ettounsi'));
    expect(keys('Ettounsi')).toBe(keys('Eltounsi'));
    expect(soundKey('عبدالرحمان', true, [0, 3])).toBe(keys('Abderrahmen'));
    expect(keys('Abdelrahman')).toBe(keys('Abderrahmen'));
  });

  test('vowels are dropped, but a word that starts with one keeps a mark, and a doubled letter is one', () => {
    expect(keys('Sami')).not.toBe(keys('Oussama'));
    expect(keys('أسامة')).toBe(keys('Oussama'));
    expect(keys('Ali')).not.toBe(keys('Leila'));
    expect(keys('Hammami')).toBe(keys('Hamami'));
    expect(keys('Sousse')).not.toBe(keys('Sfax'));
  });
});

describe('forms a word is also found under', () => {
  test('a name: particles attached or not, compounds, articles, abbreviations', () => {
    expect(nameForms('benali', false)).toEqual(['ben', 'ali']);
    expect(nameForms('abderrahmen', false)).toEqual(['abd', 'errahmen', 'rahmen']);
    expect(nameForms('noureddine', false)).toEqual(['nour', 'eddine']);
    expect(nameForms('eljebali', false)).toEqual(['jebali']);
    expect(nameForms('med', false)).toEqual(['mohamed']);
    expect(nameForms('عبدالله', true)).toEqual(['عبد', 'الله', 'له']);
    expect(nameForms('بوعزيزي', true)).toEqual(['بو', 'عزيزي']);
  });

  test('an Arabic word of an institution or program: without its clitics', () => {
    const forms = (w: string) => textForms(textWords(w)[0]!.text, true);
    expect(forms('بسوسة')).toContain('سوسه');
    expect(forms('والعلوم')).toEqual(expect.arrayContaining(['العلوم', 'علوم']));
    expect(forms('للمهندسين')).toContain('مهندسين');
    expect(forms('للطب')).toContain('طب');
    expect(forms('بالمنستير')).toContain('منستير');
  });
});

describe('record terms', () => {
  test('acronyms from initials without connectives, aliases as words and whole', () => {
    const terms = (name: string, aliases: string[] = []) =>
      recordTerms('institution', { id: 'x', name, aliases, governorate: 'Tunis' }).filter((t) => t.startsWith('a1:'));
    expect(terms("École Nationale Supérieure d'Ingénieurs de Tunis")).toContain('a1:ensit');
    expect(terms('Institut Supérieur des Arts Multimédia de La Manouba')).toContain('a1:isamm');
    expect(terms('Faculté des Sciences Économiques et de Gestion de Tunis')).toContain('a1:fsegt');
    expect(terms("Institut Préparatoire aux Études d'Ingénieurs d'El Manar")).toEqual(
      expect.arrayContaining(['a1:ipeim', 'a1:ipeiem']),
    );
    expect(terms('École Supérieure des Communications de Tunis', ["Sup'Com"])).toEqual(
      expect.arrayContaining(['a1:sup', 'a1:com', 'a1:supcom']),
    );
  });

  test("a name's joined words, and typo terms for words of 4+ letters of the record's own texts only", () => {
    const terms = recordTerms('instructor', person('Nour El Houda Ben Ali', 0, { department: 'Informatique' }));
    expect(terms).toEqual(expect.arrayContaining(['w1:nourel', 'w1:nourelhouda', 'w1:benali', 'w1:elhouda']));
    expect(terms).toEqual(expect.arrayContaining(['d1:houda|houda', 'd1:hoda|houda']));
    expect(terms.filter((t) => t.startsWith('d1:') && t.endsWith('|nour'))).toHaveLength(5);
    expect(terms.some((t) => t.endsWith('|ali'))).toBe(false);
    expect(terms).toContain('w2:informatique');
    expect(terms.some((t) => t.startsWith('d2:') || t.startsWith('k2:'))).toBe(false);
  });
});

describe('typos', () => {
  test.each([
    ['informatiqe', 'informatique', true],
    ['informatiquue', 'informatique', true],
    ['pharmacei', 'pharmacie', true],
    ['mecanqiue', 'mecanique', true],
    ['mcaniqe', 'mecanique', false],
    ['abcd', 'bcad', false],
  ])('%s / %s', (a, b, near) => {
    expect(withinOneTypo(a, b)).toBe(near);
    expect(withinOneTypo(b, a)).toBe(near);
  });

  test('one typo is looked up for query words of five letters or more', () => {
    const typoLookups = (q: string) => {
      const plan = queryPlan('program', q);
      return 'refused' in plan ? -1 : plan.words[0]!.lookups.filter((l) => l.verify !== undefined).length;
    };
    expect(typoLookups('droi')).toBe(0);
    expect(typoLookups('droit')).toBe(deletions('droit').length);
  });

  test('found, but after every exact, begun or same-sounding match', () => {
    const records = [person('Trabelssi Ali', 1), person('Trabelsi Sami', 0), person('Trabelsina Walid', 0)];
    expect(names(records, 'trabelsi')).toEqual(['Trabelsi Sami', 'Trabelsina Walid', 'Trabelssi Ali']);
    expect(names(records, 'trabelssi')).toEqual(['Trabelssi Ali', 'Trabelsi Sami', 'Trabelsina Walid']);
    // Same sound for both (a review decides), then a name that sound begins.
    expect(names(records, 'trablsi')).toEqual(['Trabelssi Ali', 'Trabelsi Sami', 'Trabelsina Walid']);
    // A wrong letter that changes the sound: one typo from trabelsi, two from trabelssi.
    expect(names(records, 'trqbelsi')).toEqual(['Trabelsi Sami']);
  });
});

describe('matching', () => {
  const directory = [
    person('Mohamed Ali Ben Salah', 3, {
      department: 'Génie Civil',
      institution_name: "École Nationale d'Ingénieurs de Tunis",
    }),
    person('Benali Sonia', 1, { department: 'Informatique', institution_name: 'Faculté des Sciences de Sfax' }),
    person('محمد الجبالي', 2),
    person('Mhamed Jbali', 0),
    person('Salah Trabelsi', 9),
  ];

  test('every query word must match a word of the record, in any order and position', () => {
    expect(names(directory, 'salah ben mohamed')).toEqual(['Mohamed Ali Ben Salah']);
    expect(names(directory, 'salah mohamed trabelsi')).toEqual([]);
  });

  test('Ben attached or not', () => {
    expect(names(directory, 'sonia ben ali')).toEqual(['Benali Sonia']);
    expect(names(directory, 'mohamed ali bensalah')).toEqual(['Mohamed Ali Ben Salah']);
  });

  test('across scripts, both ways, the exact spelling first', () => {
    expect(names(directory, 'mohamed jebali')).toEqual(['محمد الجبالي', 'Mhamed Jbali']);
    expect(names(directory, 'محمد الجبالي')).toEqual(['محمد الجبالي', 'Mhamed Jbali']);
    expect(names(directory, 'mhamed jbali')).toEqual(['Mhamed Jbali', 'محمد الجبالي']);
  });

  test('department and institution narrow a search but cannot find an instructor alone', () => {
    expect(names(directory, 'ben salah enit')).toEqual(['Mohamed Ali Ben Salah']);
    expect(names(directory, 'sonia sfax')).toEqual(['Benali Sonia']);
    expect(names(directory, 'informatique')).toEqual([]);
    expect(names(directory, 'enit')).toEqual([]);
  });

  test("a match in a narrowing text counts one tier lower than in the record's own texts", () => {
    const programs = [
      {
        id: 'a',
        discipline_major: 'Informatique de Gestion',
        institution_name: 'Faculté des Sciences de Sfax',
        review_count: 9,
      },
      {
        id: 'b',
        discipline_major: 'Sciences de Gestion',
        institution_name: 'Institut Supérieur de Sfax',
        review_count: 0,
      },
    ];
    expect(names(programs, 'sciences gestion', 'program')).toEqual(['Sciences de Gestion', 'Informatique de Gestion']);
  });

  test('connectives are optional unless the query has nothing else', () => {
    expect(names(directory, 'mohamed el jbali')).toEqual(['Mhamed Jbali', 'محمد الجبالي']);
    const institutions = [
      { id: 'i1', name: 'Faculté de Droit de Sfax', review_count: 0 },
      { id: 'i2', name: 'Dentaire', review_count: 0 },
    ];
    expect(names(institutions, 'faculte de droit', 'institution')).toEqual(['Faculté de Droit de Sfax']);
    expect(names(institutions, 'de', 'institution')).toEqual(['Dentaire']);
  });

  test('every query word may be unfinished (a prefix), not only the last', () => {
    const institutions = [
      { id: 'i1', name: 'Faculté de Droit et des Sciences Politiques de Sousse', review_count: 0 },
      { id: 'i2', name: 'Faculté de Médecine de Sousse', review_count: 0 },
    ];
    expect(names(institutions, 'fac dr sou', 'institution')).toEqual([
      'Faculté de Droit et des Sciences Politiques de Sousse',
    ]);
    expect(names(institutions, 'f', 'institution')).toHaveLength(2);
  });
});

describe('order: quality, then reviews, then name, then id', () => {
  test('exact > begun > same sound > same sound begun > typo, whatever the reviews', () => {
    const records = [
      person('Trabelzi Emna', 80),
      person('Trablsina Dorra', 70),
      person('Trablsi Chokri', 60),
      person('Trabelsina Bilel', 50),
      person('Trabelsi Amel', 1),
    ];
    expect(TIERS).toEqual({ exact: 0, prefix: 1, sound: 2, soundPrefix: 3, typo: 4 });
    expect(names(records, 'trabelsi')).toEqual([
      'Trabelsi Amel',
      'Trabelsina Bilel',
      'Trablsi Chokri',
      'Trablsina Dorra',
      'Trabelzi Emna',
    ]);
    // The worst word decides first, then the sum of the words' tiers.
    expect(
      names([person('Trabelsina Amel', 0), person('Trabelsi Amelia', 9), person('Trabelsi Amel', 0)], 'trabelsi amel'),
    ).toEqual(['Trabelsi Amel', 'Trabelsi Amelia', 'Trabelsina Amel']);
  });

  test('among equals: the fewest words in the name before more reviews', () => {
    const records = [person('Sami Ben Salah', 9), person('Sami Trabelsi', 0), person('Sami Ben Ali Gharbi', 30)];
    const index = buildIndex('instructor', records);
    expect(searchIndex(index, 'sami').items.map((r) => r.id)).toEqual([records[1]!.id, records[0]!.id, records[2]!.id]);
  });

  test('among equals: most reviews, then the folded name, then the id', () => {
    const records = [person('Sami Bz', 2), person('sami az', 2), person('Sami Cz', 7), person('Sami Az', 2)];
    const index = buildIndex('instructor', records);
    expect(searchIndex(index, 'sami').items.map((r) => r.id)).toEqual([
      records[2]!.id,
      records[1]!.id,
      records[3]!.id,
      records[0]!.id,
    ]);
  });

  test('paging and filters apply to that order', () => {
    const records = Array.from({ length: 30 }, (_, i) => person(`Sami ${String(i).padStart(2, '0')}`, i % 3));
    const index = buildIndex('instructor', records);
    const all = searchIndex(index, 'sami').items;
    expect(all).toHaveLength(30);
    const page = searchIndex(index, 'sami', { offset: 10, limit: 5 });
    expect(page).toEqual({ items: all.slice(10, 15), total: 30 });
    const filtered = searchIndex(index, 'sami', { filter: (r) => r.review_count === 0 });
    expect(filtered.items).toEqual(all.filter((r) => r.review_count === 0));
  });
});
