// The search engine (contract/search-engine/) runs unchanged in PocketBase's JavaScript engine (goja) and gives
// there what it gives in Node: a throw-away hook, next to the project's hooks in a temporary copy, requires it
// as a route would (`${__hooks}/../../contract/search-engine/…`) and answers each record's terms, each query's
// plan and its scores on the first 40 records, and the in-memory index's answers; the test compares them with Node's, on the reference
// institutions, programs and a few hundred synthetic instructors.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startOnFreePort } from '../../scripts/lib/pocketbase.mjs';
import { buildIndex, searchIndex } from '@contract/search-engine/index.js';
import { recordTerms } from '@contract/search-engine/terms.js';
import { queryPlan } from '@contract/search-engine/plan.js';
import { scoreTerms } from '@contract/search-engine/rank.js';
import {
  fixtureInstructors,
  referenceInstitutions,
  referencePrograms,
  syntheticInstructors,
} from '../../scripts/bench/search-corpus.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The probe: runs the engine on what it is sent, as a hook would, and answers everything it computed. */
const PROBE = `
routerAdd("POST", "/api/test/search-engine", (e) => {
  const { buildIndex, searchIndex } = require(\`\${__hooks}/../../contract/search-engine/index.js\`);
  const { recordTerms } = require(\`\${__hooks}/../../contract/search-engine/terms.js\`);
  const { queryPlan } = require(\`\${__hooks}/../../contract/search-engine/plan.js\`);
  const { scoreTerms } = require(\`\${__hooks}/../../contract/search-engine/rank.js\`);
  const body = e.requestInfo().body;
  const index = buildIndex(body.kind, body.records);
  const terms = body.records.map((r) => recordTerms(body.kind, r).sort());
  return e.json(200, {
    terms,
    plans: body.queries.map((q) => queryPlan(body.kind, q)),
    scores: body.queries.map((q) => {
      const plan = queryPlan(body.kind, q);
      return "refused" in plan ? null : terms.slice(0, 40).map((t) => scoreTerms(plan, t));
    }),
    results: body.queries.map((q) => searchIndex(index, q).items.map((r) => r.id)),
  });
});
`;

let server: { url: string; stop(): Promise<void> };
let work: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-engine-'));
  const hooks = path.join(work, 'pocketbase', 'pb_hooks');
  fs.mkdirSync(hooks, { recursive: true });
  fs.symlinkSync(path.join(root, 'contract'), path.join(work, 'contract'));
  const projectHooks = path.join(root, 'pocketbase', 'pb_hooks');
  for (const entry of fs.readdirSync(projectHooks))
    fs.symlinkSync(path.join(projectHooks, entry), path.join(hooks, entry));
  fs.writeFileSync(path.join(hooks, 'zz_search_engine_probe.pb.js'), PROBE);
  const publicDir = path.join(work, 'public');
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>probe</title>');
  // The run's migrated data directory (support/global-setup.ts): the same hooks ran its migrations.
  fs.cpSync(inject('migratedDataDir'), path.join(work, 'data'), { recursive: true });
  server = await startOnFreePort({ dataDir: path.join(work, 'data'), publicDir, hooksDirOverride: hooks });
});

afterAll(async () => {
  await server?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const institutions = referenceInstitutions();
const programs = referencePrograms(institutions).slice(0, 150);
const instructors = [...fixtureInstructors(institutions), ...syntheticInstructors(200, { seed: 5, institutions })];
const fixture = JSON.parse(fs.readFileSync(path.join(root, 'tests', 'fixtures', 'search-queries.json'), 'utf8')) as {
  queries: { query: string; kind: string }[];
};
const edgeCases = [
  '',
  'a',
  'de',
  'x'.repeat(101),
  'a b c d e f g h i j k l m n o p q',
  'Ünïcødé  ÉCOLE',
  'مح',
  'ben 3ali',
];

test.each([
  ['institution', institutions],
  ['program', programs],
  ['instructor', instructors],
] as const)('%s: the same terms, plans, scores and answers in goja as in Node', async (kind, records) => {
  const queries = [...fixture.queries.filter((q) => q.kind === kind).map((q) => q.query), ...edgeCases];
  const res = await fetch(`${server.url}/api/test/search-engine`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, records, queries }),
  });
  expect(res.status).toBe(200);
  const goja = (await res.json()) as { terms: string[][]; plans: unknown[]; scores: unknown[]; results: string[][] };

  const plain = JSON.parse(JSON.stringify(records)) as Record<string, unknown>[];
  const terms = plain.map((r) => recordTerms(kind, r).sort());
  expect(goja.terms).toEqual(terms);
  expect(goja.plans).toEqual(JSON.parse(JSON.stringify(queries.map((q) => queryPlan(kind, q)))));
  expect(goja.scores).toEqual(
    queries.map((q) => {
      const plan = queryPlan(kind, q);
      return 'refused' in plan ? null : terms.slice(0, 40).map((t) => scoreTerms(plan, t));
    }),
  );
  const index = buildIndex(kind, plain);
  expect(goja.results).toEqual(queries.map((q) => searchIndex(index, q).items.map((r) => r.id)));
});
