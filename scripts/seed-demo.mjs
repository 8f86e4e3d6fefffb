#!/usr/bin/env node
// Demo data for local runs: the demo moderator and student, synthetic verified raters, ~40 synthetic ACTIVE
// instructors at a dozen real institutions and ACTIVE ratings of those institutions, some of their programs
// and the instructors. Deterministic and idempotent: every record has an id derived from a stable key, and
// a second run creates nothing. `npm start` runs it on a fresh data directory; never in production mode.
// CLI: `node scripts/seed-demo.mjs` (RAYEK_URL, RAYEK_SUPERUSER_EMAIL, RAYEK_SUPERUSER_PASSWORD).
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { planDemo, raterAccounts } from './lib/demo-plan.mjs';
import { demoId } from './lib/demo-random.mjs';
import { connectSuperuser, inPool, refusalOf, serverFromEnv } from './lib/csv-server.mjs';
import { ImportError } from './lib/csv-read.mjs';

// Real institutions with varied departments, in six governorates. Others fill in if some are missing.
const PREFERRED_INSTITUTIONS = [
  'Faculté des Sciences de Tunis',
  "École Nationale d'Ingénieurs de Tunis",
  'Institut National des Sciences Appliquées et de Technologie',
  'Institut Supérieur de Gestion de Tunis',
  'Faculté des Lettres, des Arts et des Humanités de La Manouba',
  "École Nationale des Sciences de l'Informatique",
  'Faculté de Médecine de Sousse',
  'Institut Supérieur des Études Technologiques de Radès',
  'Faculté des Sciences Économiques et de Gestion de Sfax',
  "École Nationale d'Ingénieurs de Sfax",
  'Faculté de Droit et des Sciences Politiques de Sousse',
  "Institut Supérieur d'Informatique et de Mathématiques de Monastir",
];
const INSTITUTION_COUNT = PREFERRED_INSTITUTIONS.length;
const PARALLEL = 8;
const RATING_COLLECTIONS = ['instructors', 'institution_ratings', 'program_ratings', 'instructor_ratings'];

const orFilter = (pb, field, values) =>
  pb.filter(
    values.map((_, i) => `${field} = {:v${i}}`).join(' || '),
    Object.fromEntries(values.map((v, i) => [`v${i}`, v])),
  );

/** Records whose `field` is one of `values` (none when `values` is empty), 40 values per request. */
async function listWhere(pb, collection, field, values, options = {}) {
  const found = [];
  for (let i = 0; i < values.length; i += 40) {
    const chunk = values.slice(i, i + 40);
    found.push(...(await pb.collection(collection).getFullList({ ...options, filter: orFilter(pb, field, chunk) })));
  }
  return found;
}

/** Creates missing accounts; the demo moderator and student get their role and verified flag back if needed. */
async function ensureAccounts(pb, accounts) {
  const existing = await listWhere(
    pb,
    'users',
    'email',
    accounts.map((a) => a.email),
    { fields: 'id,email,role,verified' },
  );
  const byEmail = new Map(existing.map((u) => [u.email, u]));
  let added = 0;
  await inPool(accounts, PARALLEL, async (account) => {
    const current = byEmail.get(account.email);
    if (current) {
      if (account.password && (current.role !== account.role || !current.verified)) {
        await pb.collection('users').update(current.id, { role: account.role, verified: true });
      }
      return;
    }
    // Raters never sign in: an unguessable password keeps them unusable even on a shared machine.
    const password = account.password ?? crypto.randomBytes(18).toString('base64url');
    const created = await pb.collection('users').create({
      id: demoId(`user|${account.email}`),
      email: account.email,
      password,
      passwordConfirm: password,
      name: account.name,
      role: account.role,
      verified: true,
      emailVisibility: false,
    });
    byEmail.set(account.email, created);
    added += 1;
  });
  return { idOf: (email) => byEmail.get(email).id, added };
}

/** The dozen institutions, each with its departments and programs in a stable order. */
async function demoInstitutions(pb) {
  let chosen = await listWhere(pb, 'institutions', 'name', PREFERRED_INSTITUTIONS, { fields: 'id,name' });
  chosen.sort((a, b) => PREFERRED_INSTITUTIONS.indexOf(a.name) - PREFERRED_INSTITUTIONS.indexOf(b.name));
  if (chosen.length < INSTITUTION_COUNT) {
    const others = await pb.collection('institutions').getList(1, 100, { sort: 'name', fields: 'id,name' });
    chosen = [...chosen, ...others.items.filter((o) => !chosen.some((c) => c.id === o.id))];
  }
  const ids = chosen.map((c) => c.id);
  const departments = await listWhere(pb, 'institution_departments', 'institution_id', ids, {
    fields: 'institution_id,department',
  });
  const programs = await listWhere(pb, 'programs', 'institution', ids, {
    fields: 'id,institution,discipline_major,specialization_pathway',
  });
  const result = chosen
    .map((institution) => ({
      id: institution.id,
      departments: departments
        .filter((d) => d.institution_id === institution.id)
        .map((d) => d.department)
        .sort(),
      programs: programs
        .filter((p) => p.institution === institution.id)
        .sort((a, b) =>
          `${a.discipline_major}|${a.specialization_pathway}|${a.id}`.localeCompare(
            `${b.discipline_major}|${b.specialization_pathway}|${b.id}`,
          ),
        ),
    }))
    .filter((institution) => institution.departments.length > 0)
    .slice(0, INSTITUTION_COUNT);
  if (result.length === 0)
    throw new ImportError('No institution with departments on the server: the reference-data migration has not run.');
  return result;
}

const alreadyThere = (err) =>
  err.status === 400 && Object.values(err.response?.data ?? {}).some((d) => /not_unique|already/.test(d?.code ?? ''));

/** Creates the planned records that do not exist yet; returns how many it created. */
async function createMissing(pb, collection, records) {
  const present = new Set(
    (
      await listWhere(
        pb,
        collection,
        'id',
        records.map((r) => r.id),
        { fields: 'id' },
      )
    ).map((r) => r.id),
  );
  let added = 0;
  await inPool(
    records.filter((r) => !present.has(r.id)),
    PARALLEL,
    async (record) => {
      try {
        await pb.collection(collection).create(record);
        added += 1;
      } catch (err) {
        // The same rater and target under another id (the institutions changed since the last run): keep it.
        if (alreadyThere(err)) return;
        throw new ImportError(`Could not create demo ${collection} ${record.id}: ${refusalOf(err)}`);
      }
    },
  );
  return added;
}

/**
 * @returns {Promise<{ users: number, instructors: number, institution_ratings: number, program_ratings: number,
 *   instructor_ratings: number, added: number }>} the demo records planned, and how many this run created
 */
export async function seedDemo({ url, email, password, log = () => {} }) {
  const pb = await connectSuperuser({ url, email, password });
  const raters = raterAccounts();
  const accounts = await ensureAccounts(pb, [...DEMO_ACCOUNTS, ...raters]);
  log(`users: ${accounts.added} added, ${DEMO_ACCOUNTS.length + raters.length - accounts.added} already there`);
  const plan = planDemo(
    await demoInstitutions(pb),
    raters.map((r) => accounts.idOf(r.email)),
  );
  const summary = { users: DEMO_ACCOUNTS.length + raters.length, added: accounts.added };
  for (const collection of RATING_COLLECTIONS) {
    const added = await createMissing(pb, collection, plan[collection]);
    summary[collection] = plan[collection].length;
    summary.added += added;
    log(`${collection}: ${added} added, ${plan[collection].length - added} already there`);
  }
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.env.NODE_ENV === 'production' && !process.argv.includes('--force')) {
    console.error('Refusing to add demo data in production mode (NODE_ENV=production); pass --force if you mean it.');
    process.exit(1);
  }
  const server = serverFromEnv();
  try {
    const summary = await seedDemo({ ...server, log: (line) => console.log(`  ${line}`) });
    console.log(`Demo data on ${server.url}: ${summary.added} records added.`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.label.padEnd(12)} ${account.email} / ${account.password}`);
  } catch (err) {
    console.error(`Demo data failed: ${err.message}`);
    process.exitCode = 1;
  }
}
