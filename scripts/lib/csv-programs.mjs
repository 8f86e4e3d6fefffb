// Programs rows → the `programs` collection, keyed by (institution, discipline_major, specialization_pathway,
// degree). Lists of the shared shape have no type_of_education / mode_of_organization: new programs are then
// INITIAL and IN_PERSON, the programmes of the national orientation guide. Optional columns of those names
// (and `description`) are honoured when a list has them.
import { EDUCATION_TYPES as TYPES, ORGANIZATION_MODES as MODES } from '../../contract/institutions.js';
import { clean, nameKey, selectOf } from './csv-values.mjs';
import { inPool, refusalOf } from './csv-server.mjs';

export const PROGRAM_COLUMNS = {
  required: ['institution', 'discipline_major', 'degree'],
  optional: [
    'specialization_pathway',
    'field',
    'description',
    'type_of_education',
    'mode_of_organization',
    'discipline_major_ar',
    'specialization_pathway_ar',
  ],
};

const programKey = (institutionId, discipline, pathway, degree) =>
  [institutionId, nameKey(discipline), nameKey(pathway), nameKey(degree)].join('|');

export async function importPrograms(pb, table, institutionsByKey) {
  const report = { file: table.file, rows: table.rows.length, added: 0, updated: 0, unchanged: 0, rejected: [] };
  const existing = await pb.collection('programs').getFullList({
    batch: 1000,
    fields:
      'id,institution,discipline_major,specialization_pathway,degree,field,description,type_of_education,' +
      'mode_of_organization,discipline_major_ar,specialization_pathway_ar',
  });
  const byKey = new Map(
    existing.map((p) => [programKey(p.institution, p.discipline_major, p.specialization_pathway, p.degree), p]),
  );
  const firstRowOf = new Map();
  const writes = [];

  for (const { row, values } of table.rows) {
    const reject = (reason) => report.rejected.push({ row, reason });
    const institutionName = clean(values.institution);
    const discipline = clean(values.discipline_major);
    const pathway = clean(values.specialization_pathway);
    const degree = clean(values.degree);
    if (!institutionName) {
      reject('missing institution');
      continue;
    }
    const institution = institutionsByKey.get(nameKey(institutionName));
    if (!institution) {
      reject(`unknown institution "${institutionName}"`);
      continue;
    }
    if (!discipline) {
      reject('missing discipline_major');
      continue;
    }
    const type = selectOf(values.type_of_education, TYPES, 'INITIAL');
    if (!type) {
      reject(`unknown type_of_education "${clean(values.type_of_education)}" (${TYPES.join(', ')})`);
      continue;
    }
    const mode = selectOf(values.mode_of_organization, MODES, 'IN_PERSON');
    if (!mode) {
      reject(`unknown mode_of_organization "${clean(values.mode_of_organization)}" (${MODES.join(', ')})`);
      continue;
    }
    const key = programKey(institution.id, discipline, pathway, degree);
    if (firstRowOf.has(key)) {
      reject(`same program as row ${firstRowOf.get(key)}`);
      continue;
    }
    firstRowOf.set(key, row);

    const field = clean(values.field);
    const description = clean(values.description);
    // The Arabic names of the discipline and the specialization, as the orientation guide words them.
    const arabic = {
      discipline_major_ar: clean(values.discipline_major_ar),
      specialization_pathway_ar: clean(values.specialization_pathway_ar),
    };
    const current = byKey.get(key);
    if (!current) {
      writes.push({
        row,
        body: {
          institution: institution.id,
          discipline_major: discipline,
          specialization_pathway: pathway,
          degree,
          field,
          description,
          type_of_education: type,
          mode_of_organization: mode,
          ...arabic,
        },
      });
      continue;
    }
    // Empty cells and absent columns leave the stored values alone.
    const changes = {};
    if (field && current.field !== field) changes.field = field;
    if (description && current.description !== description) changes.description = description;
    if (clean(values.type_of_education) && current.type_of_education !== type) changes.type_of_education = type;
    if (clean(values.mode_of_organization) && current.mode_of_organization !== mode)
      changes.mode_of_organization = mode;
    for (const [name, value] of Object.entries(arabic)) if (value && current[name] !== value) changes[name] = value;
    if (Object.keys(changes).length === 0) report.unchanged += 1;
    else writes.push({ row, id: current.id, body: changes });
  }

  await inPool(writes, 8, async ({ row, id, body }) => {
    try {
      if (id) {
        await pb.collection('programs').update(id, body);
        report.updated += 1;
      } else {
        await pb.collection('programs').create(body);
        report.added += 1;
      }
    } catch (err) {
      report.rejected.push({ row, reason: refusalOf(err) });
    }
  });
  report.rejected.sort((a, b) => a.row - b.row);
  return { report };
}
