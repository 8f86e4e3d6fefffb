// The search engine's tables (migration 1796500400, lib/search/search-terms.js) hold, after every kind of write, exactly
// what the engine says each record is found under: per kind, the (term, seq) rows of each record equal
// contract/search-engine/terms.js recordTerms of the record as stored, and the records table its size, sort key
// and filter (rank.js). Checked after creates, renames, an institution's rename and alias change (its programs'
// and instructors' terms hold its names), instructors leaving and re-entering ACTIVE, deletes, a bulk SQL write
// that bypasses the hooks and the rebuild that repairs it. Also: the routes' bounds and shapes, and no author
// field anywhere in their answers.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordTerms, type SearchKind } from '@contract/search-engine/terms.js';
import { recordSize, sortKey } from '@contract/search-engine/rank.js';
import { startTestServer, type TestServer } from './support/server';
import { createActor } from './support/actors';
import { createInstitution, createInstructor, createProgram, instructorRatingBody, seeded } from './support/fixtures';

const run = promisify(execFile);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

const sql = async (query: string) =>
  ((await server.admin.send('/api/sql', { method: 'POST', body: { query } })) as { rows: unknown[][] }).rows;
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

const SOURCE: Record<SearchKind, string> = {
  institution: `SELECT i.id, json_object('name', i.name, 'name_ar', i.name_ar, 'aliases', json(COALESCE(i.aliases, '[]')),
      'governorate', i.governorate, 'filter', i.governorate) FROM institutions i`,
  program: `SELECT p.id, json_object('discipline_major', p.discipline_major, 'specialization_pathway', p.specialization_pathway,
      'discipline_major_ar', p.discipline_major_ar, 'specialization_pathway_ar', p.specialization_pathway_ar, 'degree', p.degree,
      'institution_name', i.name, 'institution_name_ar', i.name_ar, 'institution_aliases', json(COALESCE(i.aliases, '[]')),
      'filter', p.institution) FROM programs p JOIN institutions i ON i.id = p.institution`,
  instructor: `SELECT t.id, json_object('name', t.name, 'department', t.department, 'institution_name', i.name,
      'institution_name_ar', i.name_ar, 'institution_aliases', json(COALESCE(i.aliases, '[]')), 'filter', t.institution)
      FROM instructors t JOIN institutions i ON i.id = t.institution WHERE t.status = 'ACTIVE'`,
};

/** Per record id of the kind: its stored index (terms sorted, size, sort key, filter) and what the engine says. */
async function state(kind: SearchKind, ids: string[] | null) {
  const list = ids === null ? '' : ids.map(quote).join(', ');
  const stored = new Map<string, unknown>();
  for (const [id, filter, size, key, terms] of await sql(`SELECT r.id, r.filter, r.size, r.sort_key,
      (SELECT json_group_array(term) FROM (SELECT term FROM ${kind}_search_terms t WHERE t.seq = r.seq ORDER BY term))
      FROM ${kind}_search_records r ${ids === null ? '' : `WHERE r.id IN (${list})`}`)) {
    stored.set(String(id), { filter, size: Number(size), key, terms: JSON.parse(String(terms)) as string[] });
  }
  const expected = new Map<string, unknown>();
  for (const [id, json] of await sql(
    `SELECT * FROM (${SOURCE[kind]}) ${ids === null ? '' : `WHERE id IN (${list})`}`,
  )) {
    const record = JSON.parse(String(json)) as Record<string, unknown>;
    expected.set(String(id), {
      filter: record.filter,
      size: recordSize(kind, record),
      key: sortKey(kind, record),
      terms: [...recordTerms(kind, record)].sort(),
    });
  }
  return { stored, expected };
}

async function expectTrue(kind: SearchKind, ids: string[], present: boolean) {
  const { stored, expected } = await state(kind, ids);
  expect(stored, kind).toEqual(expected);
  expect(stored.size, kind).toBe(present ? ids.length : 0);
}

const search = async (route: string, q: string) => {
  const res = await fetch(`${server.url}/api/rayek/${route}/search?${new URLSearchParams({ q })}`);
  return ((await res.json()) as { items: { id: string }[] }).items.map((i) => i.id);
};

describe('the index holds what the engine says after every kind of write', () => {
  test('creates, renames, an institution renamed and its aliases changed, status changes, deletes', async () => {
    const inst = await createInstitution(server.admin, {
      name: 'Institut Supérieur de Zarzis Test',
      aliases: ['ISZT'],
    });
    const other = await createInstitution(server.admin, { name: 'Faculté de Kerkennah Test' });
    const program = await createProgram(server.admin, inst.id, {
      discipline_major: 'Génie Logiciel',
      specialization_pathway: 'Cloud',
    });
    const teacher = await createInstructor(server.admin, inst.id, {
      name: 'Wassim Gharsallah',
      department: 'Informatique',
    });
    await expectTrue('institution', [inst.id, other.id], true);
    await expectTrue('program', [program.id], true);
    await expectTrue('instructor', [teacher.id], true);
    expect(await search('instructors', 'gharsalah')).toEqual([teacher.id]);
    expect(await search('instructors', 'wassim iszt')).toEqual([teacher.id]);

    await server.admin.collection('instructors').update(teacher.id, { name: 'Wassim Ghorbel' });
    await server.admin
      .collection('programs')
      .update(program.id, { specialization_pathway: 'Réseaux', discipline_major_ar: 'هندسة البرمجيات السحابية' });
    await expectTrue('instructor', [teacher.id], true);
    await expectTrue('program', [program.id], true);
    expect(await search('instructors', 'gharsallah')).toEqual([]);
    expect(await search('programs', 'السحابية')).toEqual([program.id]);

    // The institution's names are its instructors' and programs' terms.
    await server.admin
      .collection('institutions')
      .update(inst.id, { name: 'Institut Supérieur de Djerba Test', aliases: ['ISDT', 'Djerba Sup'] });
    await expectTrue('institution', [inst.id], true);
    await expectTrue('program', [program.id], true);
    await expectTrue('instructor', [teacher.id], true);
    expect(await search('institutions', 'isdt')).toContain(inst.id);
    expect(await search('instructors', 'wassim iszt')).toEqual([]);
    expect(await search('instructors', 'wassim isdt')).toEqual([teacher.id]);
    expect(await search('programs', 'logiciel djerba')).toEqual([program.id]);
    await server.admin.collection('institutions').update(inst.id, { name_ar: 'المعهد العالي بجربة' });
    await expectTrue('instructor', [teacher.id], true);
    expect(await search('instructors', 'wassim جربة')).toEqual([teacher.id]);

    // Moved to another institution.
    await server.admin.collection('instructors').update(teacher.id, { institution: other.id });
    await expectTrue('instructor', [teacher.id], true);
    expect(await search('instructors', 'wassim kerkennah')).toEqual([teacher.id]);

    // Leaving ACTIVE leaves the index; coming back enters it again.
    for (const status of ['ARCHIVED', 'PENDING_APPROVAL']) {
      await server.admin.collection('instructors').update(teacher.id, { status });
      await expectTrue('instructor', [teacher.id], false);
      expect(await search('instructors', 'ghorbel wassim')).toEqual([]);
    }
    await server.admin.collection('instructors').update(teacher.id, { status: 'ACTIVE' });
    await expectTrue('instructor', [teacher.id], true);
    expect(await search('instructors', 'ghorbel wassim')).toEqual([teacher.id]);

    await server.admin.collection('instructors').delete(teacher.id);
    await server.admin.collection('programs').delete(program.id);
    await server.admin.collection('institutions').delete(inst.id);
    await expectTrue('instructor', [teacher.id], false);
    await expectTrue('program', [program.id], false);
    await expectTrue('institution', [inst.id], false);
    expect(await search('institutions', 'isdt')).not.toContain(inst.id);
  });

  test('a bulk SQL write bypasses the hooks; the rebuild makes the index true again', async () => {
    const inst = await createInstitution(server.admin, { name: 'École Test de Tozeur' });
    const teacher = await createInstructor(server.admin, inst.id, { name: 'Rim Bouzid' });
    await sql(`UPDATE instructors SET name = 'Rim Ksouri' WHERE id = ${quote(teacher.id)}`);
    await sql(`UPDATE institutions SET aliases = '["ETT"]' WHERE id = ${quote(inst.id)}`);
    await expect(expectTrue('instructor', [teacher.id], true)).rejects.toThrow();
    const script = path.resolve(import.meta.dirname, '../../scripts/rebuild-read-models.mjs');
    await run(process.execPath, [script, '--dir', server.dataDir]);
    await expectTrue('instructor', [teacher.id], true);
    await expectTrue('institution', [inst.id], true);
    // Every record of every kind, after the rebuild.
    for (const kind of ['institution', 'program', 'instructor'] as const) {
      const { stored, expected } = await state(kind, null);
      expect(stored.size).toBeGreaterThan(0);
      expect(stored).toEqual(expected);
    }
  }, 120_000);
});

describe('the routes: bounds, shapes, anonymity', () => {
  test('bounds: a text from its first letter; too long, too many words or nothing to search is refused', async () => {
    const routes = ['institutions/search', 'programs/search', 'instructors/search'];
    for (const route of routes) {
      expect((await fetch(`${server.url}/api/rayek/${route}?q=a`)).status).toBe(200);
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ q: '' }, 'q', 'validation_search_too_short'],
        [{ q: '?!' }, 'q', 'validation_search_too_short'],
        [{ q: 'e'.repeat(101) }, 'q', 'validation_max_text_constraint'],
        [{ q: 'a '.repeat(17) }, 'q', 'validation_max_text_constraint'],
        [{ q: 'é'.repeat(401) }, 'q', 'validation_max_text_constraint'],
        [{ q: 'economie', page: '101' }, 'page', 'validation_invalid_value'],
        [{ q: 'economie', perPage: '51' }, 'perPage', 'validation_invalid_value'],
        route === 'institutions/search'
          ? [{ q: 'faculte', governorate: 'Paris' }, 'governorate', 'validation_invalid_value']
          : [{ q: 'economie', institution: 'nope' }, 'institution', 'validation_invalid_value'],
      ];
      for (const [params, field, code] of cases) {
        const res = await fetch(`${server.url}/api/rayek/${route}?${new URLSearchParams(params)}`);
        expect(res.status, `${route} ${JSON.stringify(params)}`).toBe(400);
        expect(((await res.json()) as { data: Record<string, { code: string }> }).data[field]?.code).toBe(code);
      }
    }
    for (const params of [
      { q: 'a', perKind: '0' },
      { q: 'a', perKind: '11' },
      { q: 'a', perKind: 'x' },
    ]) {
      const res = await fetch(`${server.url}/api/rayek/search?${new URLSearchParams(params)}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { data: Record<string, { code: string }> }).data.perKind?.code).toBe(
        'validation_invalid_value',
      );
    }
    const res = await fetch(`${server.url}/api/rayek/search?q=faculte`);
    const body = (await res.json()) as Record<string, unknown[]>;
    for (const kind of ['institutions', 'programs', 'instructors']) expect(body[kind]!.length).toBeLessThanOrEqual(5);
    expect(body.institutions!.length).toBe(5);
  });

  test('items are exactly the public search rows; no author field in any answer', async () => {
    const inst = await createInstitution(server.admin, { name: 'Institut Anonyme de Test', aliases: ['IAT'] });
    const program = await createProgram(server.admin, inst.id, { discipline_major: 'Anonymat Appliqué' });
    const teacher = await createInstructor(server.admin, inst.id, { name: 'Anis Anonyme' });
    const rater = await createActor(server);
    await server.admin
      .collection('instructor_ratings')
      .create(instructorRatingBody(teacher.id, seeded(3), { user: rater.id, status: 'ACTIVE' }));
    const views: Record<string, string> = {
      institutions: 'institutions_search',
      programs: 'programs_search',
      instructors: 'instructors_search',
    };
    const answers: string[] = [];
    for (const [route, id] of [
      ['institutions', inst.id],
      ['programs', program.id],
      ['instructors', teacher.id],
    ] as const) {
      const res = await fetch(`${server.url}/api/rayek/${route}/search?q=anonyme`);
      const text = await res.text();
      answers.push(text);
      const body = JSON.parse(text) as {
        page: number;
        perPage: number;
        totalItems: number;
        totalPages: number;
        items: Record<string, unknown>[];
      };
      expect([body.page, body.perPage, body.totalItems, body.totalPages]).toEqual([1, 20, -1, -1]);
      const item = body.items.find((i) => i.id === id)!;
      const row = await server.admin.collection(views[route]!).getOne(id);
      expect(item).toEqual(Object.fromEntries(Object.keys(item).map((k) => [k, row[k]])));
      if (route === 'institutions')
        expect(Object.keys(item).sort()).toEqual([
          'aliases',
          'country',
          'governorate',
          'id',
          'name',
          'name_ar',
          'overall_rating',
          'review_count',
          'sector',
        ]);
    }
    answers.push(await (await fetch(`${server.url}/api/rayek/search?q=anonyme`)).text());
    for (const text of answers) {
      expect(text).not.toContain(rater.id);
      expect(text).not.toMatch(/"(user|author|email|users?_id)"/);
    }
  });
});
