// The names the search finds reference rows by: every reference institution carries its aliases and every
// reference program its Arabic names after the migrations, as the public read models show them to a guest;
// and the aliases a superuser writes (the only writer of institutions) are cleaned or refused with the usual
// field codes, while nobody else may write them at all.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '@contract/limits.js';
import { createActor, guest, refusal } from './support/actors';
import { createInstitution } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

const reference = path.resolve(import.meta.dirname, '..', '..', 'pocketbase', 'seed', 'reference');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(reference, file), 'utf8')) as T;
const ALIASES = readJson<{ aliases: Record<string, string[]> }>('institution-aliases.json').aliases;
const ARABIC = readJson<{ disciplines: Record<string, string>; specializations: Record<string, string> }>(
  'programs-ar.json',
);

interface InstitutionRow {
  id: string;
  name: string;
  aliases: string[] | null;
}
interface ProgramRow {
  id: string;
  discipline_major: string;
  specialization_pathway: string;
  discipline_major_ar: string;
  specialization_pathway_ar: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RAYEK_RATE_LIMITS: 'off' } });
});
afterAll(async () => {
  await server?.stop();
});

describe('reference rows carry their search names after the migrations', () => {
  test('ENSIT is known by its acronyms, in the public institutions search model', async () => {
    const [ensit] = await guest(server).collection('institutions_search').getFullList<InstitutionRow>({
      filter: 'name = "École Nationale Supérieure d\'Ingénieurs de Tunis"',
    });
    expect(ensit?.aliases).toEqual(['ENSIT', 'ESSTT']);
  });

  test('every reference institution has exactly the aliases of the reference file, other ones an empty list', async () => {
    const rows = await guest(server).collection('institutions_search').getFullList<InstitutionRow>({ batch: 500 });
    const byName = new Map(rows.map((r) => [r.name, r.aliases]));
    for (const [name, aliases] of Object.entries(ALIASES)) expect(byName.get(name), name).toEqual(aliases);
    expect(rows.filter((r) => !Array.isArray(r.aliases))).toEqual([]);
  });

  test('Génie Mécanique is هندسة ميكانيكية wherever it is taught, in the public programs search model', async () => {
    const rows = await guest(server).collection('programs_search').getFullList<ProgramRow>({
      filter: 'discipline_major = "Génie Mécanique"',
    });
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.discipline_major_ar, row.id).toBe('هندسة ميكانيكية');
  });

  test('every reference program has the Arabic names of its French texts', async () => {
    const rows = await guest(server).collection('programs_search').getFullList<ProgramRow>({ batch: 1000 });
    expect(rows.length).toBeGreaterThan(600);
    for (const row of rows) {
      expect(row.discipline_major_ar, row.discipline_major).toBe(ARABIC.disciplines[row.discipline_major]);
      const pathway = row.specialization_pathway ? ARABIC.specializations[row.specialization_pathway] : '';
      expect(row.specialization_pathway_ar, row.specialization_pathway).toBe(pathway);
    }
  });
});

describe('aliases a superuser writes are cleaned or refused', () => {
  const create = (aliases: unknown) => createInstitution(server.admin, { aliases });
  const refusedWith = async (aliases: unknown) => {
    const created = await refusal(create(aliases));
    const institution = await createInstitution(server.admin);
    const updated = await refusal(server.admin.collection('institutions').update(institution.id, { aliases }));
    expect(updated.data.aliases?.code).toBe(created.data.aliases?.code);
    expect(updated.status).toBe(400);
    return created.data.aliases?.code;
  };

  test('stored cleaned: white space folded, invisible characters gone; none at all is an empty list', async () => {
    const long = 'I'.repeat(LIMITS.alias.max);
    const stored = await create(['  ISET\u00a0  Radès ', 'FS\u200bT', long]);
    expect(stored.aliases).toEqual(['ISET Radès', 'FST', long]);
    expect((await createInstitution(server.admin)).aliases).toEqual([]);
    const ten = Array.from({ length: LIMITS.aliases.max }, (_, i) => `A${i}`);
    expect((await create(ten)).aliases).toEqual(ten);
  });

  test.each([
    [
      'more than the most a list holds',
      Array.from({ length: LIMITS.aliases.max + 1 }, (_, i) => `A${i}`),
      'validation_too_many_values',
    ],
    ['a name longer than the bound', ['I'.repeat(LIMITS.alias.max + 1)], 'validation_max_text_constraint'],
    ['a name of symbols only', ['***'], 'validation_no_letters'],
    ['a blank name', ['   '], 'validation_no_letters'],
    ['a name that is not a text', ['ENSIT', 7], 'validation_invalid_value'],
    ['a text instead of a list', 'ENSIT', 'validation_invalid_value'],
    ['an object instead of a list', { name: 'ENSIT' }, 'validation_invalid_value'],
    ['the same name twice, in another case', ['ENSIT', 'ensit'], 'validation_invalid_value'],
  ])('%s is refused on create and on update', async (_, aliases, code) => {
    expect(await refusedWith(aliases)).toBe(code);
  });

  test('nobody but a superuser writes an institution or its aliases', async () => {
    const [ensit] = await guest(server).collection('institutions').getFullList<InstitutionRow>({
      filter: 'name = "École Nationale Supérieure d\'Ingénieurs de Tunis"',
    });
    const moderator = await createActor(server, { role: 'MODERATOR' });
    for (const client of [guest(server), (await createActor(server)).pb, moderator.pb]) {
      const answer = await refusal(client.collection('institutions').update(ensit!.id, { aliases: ['Fake'] }));
      expect([403, 404]).toContain(answer.status);
      expect(
        (
          await refusal(
            client.collection('institutions').create({
              name: 'Institut Fictif',
              country: 'TUNISIA',
              governorate: 'Tunis',
              sector: 'PUBLIC',
              aliases: ['IF'],
            }),
          )
        ).status,
      ).toBeGreaterThanOrEqual(400);
    }
    expect((await guest(server).collection('institutions').getOne<InstitutionRow>(ensit!.id)).aliases).toEqual([
      'ENSIT',
      'ESSTT',
    ]);
  });
});
