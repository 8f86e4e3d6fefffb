// Institutions rows → the `institutions` collection. Keyed by name (see nameKey): an institution already on
// the server is updated when the row says something new, and its stored spelling of the name is kept.
import { clean, governorateOf, listOf, nameKey, sectorOf } from './csv-values.mjs';
import { inPool, refusalOf } from './csv-server.mjs';

export const INSTITUTION_COLUMNS = { required: ['name', 'governorate', 'sector'], optional: ['name_ar', 'aliases'] };

/**
 * @returns {Promise<{ report: object, institutionsByKey: Map<string, { id: string, name: string }> }>}
 */
export async function importInstitutions(pb, table) {
  const report = { file: table.file, rows: table.rows.length, added: 0, updated: 0, unchanged: 0, rejected: [] };
  const existing = await pb
    .collection('institutions')
    .getFullList({ batch: 1000, fields: 'id,name,name_ar,aliases,country,governorate,sector' });
  const byKey = new Map(existing.map((record) => [nameKey(record.name), record]));
  const firstRowOf = new Map();
  const writes = [];

  for (const { row, values } of table.rows) {
    const reject = (reason) => report.rejected.push({ row, reason });
    const name = clean(values.name);
    const governorateCell = clean(values.governorate);
    const sectorCell = clean(values.sector);
    if (!name) {
      reject('missing name');
      continue;
    }
    if (!governorateCell) {
      reject('missing governorate');
      continue;
    }
    const governorate = governorateOf(governorateCell);
    if (!governorate) {
      reject(`unknown governorate "${governorateCell}"`);
      continue;
    }
    if (!sectorCell) {
      reject('missing sector');
      continue;
    }
    const sector = sectorOf(sectorCell);
    if (!sector) {
      reject(`unknown sector "${sectorCell}" (PUBLIC or PRIVATE)`);
      continue;
    }
    const key = nameKey(name);
    if (firstRowOf.has(key)) {
      reject(`same institution as row ${firstRowOf.get(key)}`);
      continue;
    }
    firstRowOf.set(key, row);

    const nameAr = clean(values.name_ar);
    // Acronyms and short names separated by "|"; the server checks and cleans them (lib/search/institution-aliases.js).
    const aliases = listOf(values.aliases);
    const current = byKey.get(key);
    if (!current) {
      writes.push({ row, body: { name, name_ar: nameAr, aliases, country: 'TUNISIA', governorate, sector } });
      continue;
    }
    const changes = {};
    if (current.governorate !== governorate) changes.governorate = governorate;
    if (current.sector !== sector) changes.sector = sector;
    if (current.country !== 'TUNISIA') changes.country = 'TUNISIA';
    // An empty cell means "not known to this list", not "erase what the server knows".
    if (nameAr && current.name_ar !== nameAr) changes.name_ar = nameAr;
    // A list replaces the stored one as a whole, so a wrong alias can be taken out by listing the right ones.
    if (aliases.length > 0 && JSON.stringify(current.aliases ?? []) !== JSON.stringify(aliases))
      changes.aliases = aliases;
    if (Object.keys(changes).length === 0) report.unchanged += 1;
    else writes.push({ row, id: current.id, body: changes });
  }

  await inPool(writes, 8, async ({ row, id, body }) => {
    try {
      if (id) {
        await pb.collection('institutions').update(id, body);
        report.updated += 1;
      } else {
        const created = await pb.collection('institutions').create(body);
        byKey.set(nameKey(created.name), created);
        report.added += 1;
      }
    } catch (err) {
      report.rejected.push({ row, reason: refusalOf(err) });
    }
  });
  report.rejected.sort((a, b) => a.row - b.row);
  return { report, institutionsByKey: byKey };
}
