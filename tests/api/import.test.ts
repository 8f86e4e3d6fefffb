// `npm run import` against a real server that already holds the reference data: the counts it reports are
// checked against counts this test works out itself from the CSV files and the server's state before.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GOVERNORATES as GOVERNORATE_NAMES, SECTORS } from '@contract/institutions.js';
import { LIMITS } from '@contract/limits.js';
import { normaliseLine } from '@contract/text.js';
import { SUPERUSER, startTestServer, type TestServer } from './support/server';
// @ts-expect-error: plain ESM script shared with the CLI
import { importFiles } from '../../scripts/import.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
// Small lists of real institutions and programs, chosen so that one import meets every outcome (see the README beside them).
const fixtures = path.join(root, 'tests', 'fixtures', 'import');
const institutionsCsv = path.join(fixtures, 'institutions.csv');
const programsCsv = path.join(fixtures, 'programs.csv');
const GOVERNORATES = new Set<string>(GOVERNORATE_NAMES);

type Row = Record<string, string>;
interface Counts {
  added: number;
  updated: number;
  unchanged: number;
  rejected: Array<{ row: number; reason: string }>;
}
interface Institution {
  id: string;
  name: string;
  name_ar: string;
  aliases: string[];
  governorate: string;
  sector: string;
}
interface Program {
  id: string;
  institution: string;
  discipline_major: string;
  specialization_pathway: string;
  degree: string;
  field: string;
  type_of_education: string;
  mode_of_organization: string;
  discipline_major_ar: string;
  specialization_pathway_ar: string;
}

// The documented matching rule: case, accents, apostrophe style and spacing do not matter.
const key = (s: string | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const text = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
// The documented list cell: aliases separated by "|", each cleaned as the server cleans texts.
const aliasList = (s: string | undefined) =>
  (s ?? '')
    .split('|')
    .map(normaliseLine)
    .filter((a) => a !== '');
/** A non-empty cell that differs from what is stored (an empty cell never changes anything). */
const changes = (cell: string, stored: string) => cell !== '' && cell !== stored;
const ARABIC_NAMES = ['discipline_major_ar', 'specialization_pathway_ar'] as const;
const readRows = (file: string): Row[] =>
  parse(fs.readFileSync(file, 'utf8'), { columns: true, bom: true, skip_empty_lines: true });

let server: TestServer;
let tmp: string;
const credentials = () => ({ url: server.url, ...SUPERUSER });
const allInstitutions = () => server.admin.collection('institutions').getFullList<Institution>({ batch: 1000 });
const allPrograms = () => server.admin.collection('programs').getFullList<Program>({ batch: 1000 });

beforeAll(async () => {
  server = await startTestServer();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-import-test-'));
});
afterAll(async () => {
  await server?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

/** What an import of the two files must report, from the files and the server's records before it. */
function expectedCounts(
  institutionRows: Row[],
  programRows: Row[],
  before: { institutions: Institution[]; programs: Program[] },
) {
  const institutions = { added: 0, updated: 0, unchanged: 0, rejectedRows: [] as number[] };
  const known = new Map(before.institutions.map((i) => [key(i.name), i]));
  const importable = new Set(known.keys());
  institutionRows.forEach((r, i) => {
    const row = i + 2;
    if (
      !GOVERNORATES.has(text(r.governorate)) ||
      !(SECTORS as readonly string[]).includes(text(r.sector)) ||
      !text(r.name)
    ) {
      institutions.rejectedRows.push(row);
      return;
    }
    const current = known.get(key(r.name));
    importable.add(key(r.name));
    if (!current) institutions.added += 1;
    else if (
      current.governorate !== text(r.governorate) ||
      current.sector !== text(r.sector) ||
      changes(text(r.name_ar), current.name_ar) ||
      // A list replaces the stored one as a whole.
      (aliasList(r.aliases).length > 0 && JSON.stringify(aliasList(r.aliases)) !== JSON.stringify(current.aliases))
    )
      institutions.updated += 1;
    else institutions.unchanged += 1;
  });

  const programs = { added: 0, updated: 0, unchanged: 0, rejectedRows: [] as number[] };
  const nameOfId = new Map(before.institutions.map((i) => [i.id, key(i.name)]));
  const programKey = (inst: string, r: { discipline_major: string; specialization_pathway: string; degree: string }) =>
    [inst, key(r.discipline_major), key(r.specialization_pathway), key(r.degree)].join('|');
  const existing = new Map(before.programs.map((p) => [programKey(nameOfId.get(p.institution)!, p), p]));
  programRows.forEach((r, i) => {
    const row = i + 2;
    if (!importable.has(key(r.institution)) || !text(r.discipline_major)) {
      programs.rejectedRows.push(row);
      return;
    }
    const current = existing.get(
      programKey(key(r.institution), {
        discipline_major: r.discipline_major!,
        specialization_pathway: r.specialization_pathway ?? '',
        degree: r.degree!,
      }),
    );
    if (!current) programs.added += 1;
    else if (changes(text(r.field), current.field) || ARABIC_NAMES.some((n) => changes(text(r[n]), current[n])))
      programs.updated += 1;
    else programs.unchanged += 1;
  });
  return { institutions, programs };
}

const summary = (c: Counts) => ({
  added: c.added,
  updated: c.updated,
  unchanged: c.unchanged,
  rejectedRows: c.rejected.map((r) => r.row),
});

describe('importing lists of real institutions and programs into a server that holds the reference data', () => {
  const institutionRows = () => readRows(institutionsCsv);
  const programRows = () => readRows(programsCsv);

  test('reports the counts the files and the previous state imply, then a second run adds nothing', async () => {
    const before = { institutions: await allInstitutions(), programs: await allPrograms() };
    expect(before.institutions.length).toBeGreaterThanOrEqual(150);
    // Every key of the lists is distinct, so no row is a repeat of another.
    expect(new Set(institutionRows().map((r) => key(r.name))).size).toBe(institutionRows().length);
    const expected = expectedCounts(institutionRows(), programRows(), before);
    // The lists meet every outcome, so a count the import gets wrong in any of them shows.
    for (const counts of [expected.institutions, expected.programs]) {
      expect([counts.added, counts.updated, counts.unchanged, counts.rejectedRows.length]).not.toContain(0);
    }

    const first = await importFiles({ ...credentials(), institutionsCsv, programsCsv });
    expect(summary(first.institutions)).toEqual(expected.institutions);
    expect(summary(first.programs)).toEqual(expected.programs);
    expect((await allInstitutions()).length).toBe(before.institutions.length + expected.institutions.added);
    expect((await allPrograms()).length).toBe(before.programs.length + expected.programs.added);

    const second = await importFiles({ ...credentials(), institutionsCsv, programsCsv });
    const valid = (c: typeof expected.institutions) => c.added + c.updated + c.unchanged;
    expect(summary(second.institutions)).toEqual({
      added: 0,
      updated: 0,
      unchanged: valid(expected.institutions),
      rejectedRows: expected.institutions.rejectedRows,
    });
    expect(summary(second.programs)).toEqual({
      added: 0,
      updated: 0,
      unchanged: valid(expected.programs),
      rejectedRows: expected.programs.rejectedRows,
    });
  });

  test('every accepted row is on the server with its governorate, sector, Arabic name and aliases', async () => {
    const byKey = new Map((await allInstitutions()).map((i) => [key(i.name), i]));
    for (const r of institutionRows()) {
      if (!GOVERNORATES.has(text(r.governorate))) continue;
      const stored = byKey.get(key(r.name));
      expect(stored, r.name).toBeDefined();
      expect({ governorate: stored!.governorate, sector: stored!.sector }).toEqual({
        governorate: r.governorate,
        sector: r.sector,
      });
      if (text(r.name_ar)) expect(stored!.name_ar).toBe(text(r.name_ar));
      if (aliasList(r.aliases).length > 0) expect(stored!.aliases, r.name).toEqual(aliasList(r.aliases));
    }
  });

  test('every accepted program is on the server with the Arabic names its row gives', async () => {
    const nameOf = new Map((await allInstitutions()).map((i) => [i.id, key(i.name)]));
    const stored = new Map(
      (await allPrograms()).map((p) => [
        [nameOf.get(p.institution), key(p.discipline_major), key(p.specialization_pathway), key(p.degree)].join('|'),
        p,
      ]),
    );
    let checked = 0;
    for (const r of programRows()) {
      const program = stored.get(
        [key(r.institution), key(r.discipline_major), key(r.specialization_pathway), key(r.degree)].join('|'),
      );
      if (!program) continue;
      for (const name of ARABIC_NAMES)
        if (text(r[name])) expect(program[name], `${r.discipline_major} ${name}`).toBe(text(r[name]));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });

  test('a row without governorate is refused with its row number and reason', async () => {
    const report = await importFiles({ ...credentials(), institutionsCsv });
    const index = institutionRows().findIndex((r) => !text(r.governorate));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(report.institutions.rejected).toContainEqual({ row: index + 2, reason: 'missing governorate' });
  });

  test('imported institutions and programs are listed by the public search read models', async () => {
    const byKey = new Map((await allInstitutions()).map((i) => [key(i.name), i]));
    const row = institutionRows().find((r) => GOVERNORATES.has(text(r.governorate)) && r.sector === 'PRIVATE')!;
    const institution = byKey.get(key(row.name))!;
    const guest = server.client();
    expect(await guest.collection('institutions_search').getOne(institution.id)).toMatchObject({
      name: institution.name,
      sector: 'PRIVATE',
      review_count: 0,
    });

    const programRow = programRows().at(-1)!;
    const owner = byKey.get(key(programRow.institution))!;
    const [program] = await server.admin.collection('programs').getFullList<Program>({
      filter: server.admin.filter('institution = {:i} && discipline_major = {:d}', {
        i: owner.id,
        d: programRow.discipline_major,
      }),
    });
    expect(await guest.collection('programs_search').getOne(program!.id)).toMatchObject({
      institution_id: owner.id,
      institution_name: owner.name,
    });
    // Reference data from the migration and imported rows alike: the search models list every record.
    expect((await guest.collection('institutions_search').getList(1, 1)).totalItems).toBe(byKey.size);
    expect((await guest.collection('programs_search').getList(1, 1)).totalItems).toBe((await allPrograms()).length);
  });
});

describe('rows the import accepts, normalises or refuses', () => {
  test('aliases are mapped, bad values refused per row, new programs default to INITIAL / IN_PERSON', async () => {
    const institutions = path.join(tmp, 'institutions.csv');
    fs.writeFileSync(
      institutions,
      [
        'sector,name,governorate,name_ar',
        'privé,"Institut Rayek de Test, Gabès",Gabès,',
        'PUBLIC,Institut Rayek Sans Gouvernorat,,',
        'PUBLIC,Institut Rayek Hors Tunisie,Paris,',
        'associatif,Institut Rayek Secteur Inconnu,Tunis,',
        'PRIVATE,"  institut rayek de test,   gabes ",Gabes,',
      ].join('\n'),
    );
    const programs = path.join(tmp, 'programs.csv');
    fs.writeFileSync(
      programs,
      [
        'institution,discipline_major,specialization_pathway,degree,field',
        '"INSTITUT RAYEK DE TEST, GABES",Génie Logiciel,,Licence,',
        'Institut Inconnu de Nulle Part,Génie Civil,,Licence,',
        '"Institut Rayek de Test, Gabès",,,Licence,',
      ].join('\n'),
    );
    const report = await importFiles({ ...credentials(), institutionsCsv: institutions, programsCsv: programs });
    expect(report.institutions).toMatchObject({ added: 1, updated: 0, unchanged: 0 });
    expect(report.institutions.rejected).toEqual([
      { row: 3, reason: 'missing governorate' },
      { row: 4, reason: 'unknown governorate "Paris"' },
      { row: 5, reason: 'unknown sector "associatif" (PUBLIC or PRIVATE)' },
      { row: 6, reason: 'same institution as row 2' },
    ]);
    expect(report.programs).toMatchObject({ added: 1, updated: 0, unchanged: 0 });
    expect(report.programs.rejected).toEqual([
      { row: 3, reason: 'unknown institution "Institut Inconnu de Nulle Part"' },
      { row: 4, reason: 'missing discipline_major' },
    ]);

    const [created] = await server.admin
      .collection('institutions')
      .getFullList<Institution>({ filter: 'name ~ "Institut Rayek de Test"' });
    expect(created).toMatchObject({
      name: 'Institut Rayek de Test, Gabès',
      governorate: 'Gabes',
      sector: 'PRIVATE',
      country: 'TUNISIA',
    });
    const [program] = await server.admin
      .collection('programs')
      .getFullList<Program>({ filter: `institution = "${created!.id}"` });
    expect(program).toMatchObject({
      discipline_major: 'Génie Logiciel',
      degree: 'Licence',
      type_of_education: 'INITIAL',
      mode_of_organization: 'IN_PERSON',
    });
  });

  test('aliases separated by "|" are stored cleaned, the server refuses a row with bad ones, a later list replaces them', async () => {
    const institutions = path.join(tmp, 'aliases.csv');
    const tooMany = Array.from({ length: LIMITS.aliases.max + 1 }, (_, i) => `A${i}`).join('|');
    fs.writeFileSync(
      institutions,
      [
        'name,governorate,sector,aliases',
        'Institut Rayek des Alias,Tunis,PUBLIC," IRA |  Rayek\u00a0 Alias || "',
        `Institut Rayek Trop Long,Tunis,PUBLIC,${'L'.repeat(LIMITS.alias.max + 1)}`,
        `Institut Rayek Trop Nombreux,Tunis,PUBLIC,${tooMany}`,
      ].join('\n'),
    );
    const programs = path.join(tmp, 'arabic.csv');
    fs.writeFileSync(programs, 'institution,discipline_major,degree\nInstitut Rayek des Alias,Génie Rayek,Licence\n');
    const first = await importFiles({ ...credentials(), institutionsCsv: institutions, programsCsv: programs });
    expect(first.institutions).toMatchObject({ added: 1, updated: 0, unchanged: 0 });
    expect(first.institutions.rejected).toEqual([
      { row: 3, reason: 'server refused aliases: The text is too long.' },
      { row: 4, reason: 'server refused aliases: There are too many values.' },
    ]);
    const stored = async () =>
      (
        await server.admin
          .collection('institutions')
          .getFullList<Institution>({ filter: 'name = "Institut Rayek des Alias"' })
      )[0]!;
    expect((await stored()).aliases).toEqual(['IRA', 'Rayek Alias']);

    // A later list: the institution's aliases as it gives them, the program's Arabic name where there was none.
    fs.writeFileSync(institutions, 'name,governorate,sector,aliases\nInstitut Rayek des Alias,Tunis,PUBLIC,IRA\n');
    fs.writeFileSync(
      programs,
      'institution,discipline_major,degree,discipline_major_ar\nInstitut Rayek des Alias,Génie Rayek,Licence,هندسة رايك\n',
    );
    const second = await importFiles({ ...credentials(), institutionsCsv: institutions, programsCsv: programs });
    expect(second.institutions).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    expect(second.programs).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    expect((await stored()).aliases).toEqual(['IRA']);
    const [program] = await server.admin
      .collection('programs')
      .getFullList<Program>({ filter: `institution = "${(await stored()).id}"` });
    expect(program).toMatchObject({
      discipline_major: 'Génie Rayek',
      discipline_major_ar: 'هندسة رايك',
      specialization_pathway_ar: '',
    });
  });
});

describe('files and servers the import cannot use', () => {
  test('a file without a required column, a broken quote or a missing file stops before any write', async () => {
    const count = (await allInstitutions()).length;
    const noSector = path.join(tmp, 'no-sector.csv');
    fs.writeFileSync(noSector, 'name,governorate\nInstitut Rayek Sans Colonne,Tunis\n');
    await expect(importFiles({ ...credentials(), institutionsCsv: noSector })).rejects.toThrow(/no column "sector"/);
    const brokenQuote = path.join(tmp, 'broken.csv');
    fs.writeFileSync(
      brokenQuote,
      'institution,discipline_major,degree\n"Faculté des Sciences de Tunis,Chimie,Licence\n',
    );
    await expect(importFiles({ ...credentials(), institutionsCsv, programsCsv: brokenQuote })).rejects.toThrow(
      /not a valid CSV file/,
    );
    await expect(importFiles({ ...credentials(), institutionsCsv: path.join(tmp, 'absent.csv') })).rejects.toThrow(
      /Cannot read .*absent\.csv/,
    );
    expect((await allInstitutions()).length).toBe(count);
  });

  test('an unreachable server or refused credentials give a clear error', async () => {
    const closed = `http://127.0.0.1:${await closedPort()}`;
    await expect(importFiles({ ...credentials(), url: closed, institutionsCsv })).rejects.toThrow(/unreachable/);
    await expect(importFiles({ ...credentials(), password: 'not-the-password', institutionsCsv })).rejects.toThrow(
      /refused the superuser sign-in/,
    );
  });

  test('the CLI prints the summary and exits 0, and exits 1 with the message on a bad file', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'import.mjs'), ...args], {
        env: {
          ...process.env,
          RAYEK_URL: server.url,
          RAYEK_SUPERUSER_EMAIL: credentials().email,
          RAYEK_SUPERUSER_PASSWORD: credentials().password,
        },
      });
    const ok = await run([institutionsCsv]);
    expect(ok.stdout).toMatch(
      /Institutions \(.*institutions\.csv, \d+ rows\): 0 added, 0 updated, \d+ unchanged, \d+ rejected/,
    );
    const failed = await run([path.join(tmp, 'no-sector.csv')]).catch((err) => err);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/Import failed: .*no column "sector"/);
  });
});

// A port that was free a moment ago and has nobody listening on it.
async function closedPort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
