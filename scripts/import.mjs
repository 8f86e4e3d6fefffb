#!/usr/bin/env node
// `npm run import -- <institutions.csv> [<programs.csv>]`: loads lists of institutions and study programs into
// a running Rayek server over its REST API as superuser. Idempotent; see docs/data.md for the format, the
// matching rules and the report. Environment: RAYEK_URL, RAYEK_SUPERUSER_EMAIL, RAYEK_SUPERUSER_PASSWORD.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ImportError, readCsv } from './lib/csv-read.mjs';
import { connectSuperuser, serverFromEnv } from './lib/csv-server.mjs';
import { INSTITUTION_COLUMNS, importInstitutions } from './lib/csv-institutions.mjs';
import { PROGRAM_COLUMNS, importPrograms } from './lib/csv-programs.mjs';

export { ImportError };

/**
 * Imports the files and returns the report:
 * { institutions: Counts, programs: Counts | null } with
 * Counts = { file, rows, added, updated, unchanged, rejected: [{ row, reason }] }.
 * Throws ImportError when a file is unreadable or malformed or the server cannot be used.
 */
export async function importFiles({ url, email, password, institutionsCsv, programsCsv }) {
  // Both files are checked before the first write, so a bad programs file does not leave half an import.
  const institutionsTable = readCsv(institutionsCsv, INSTITUTION_COLUMNS);
  const programsTable = programsCsv ? readCsv(programsCsv, PROGRAM_COLUMNS) : null;
  const pb = await connectSuperuser({ url, email, password });
  const { report: institutions, institutionsByKey } = await importInstitutions(pb, institutionsTable);
  const programs = programsTable ? (await importPrograms(pb, programsTable, institutionsByKey)).report : null;
  return { institutions, programs };
}

function printCounts(title, counts) {
  console.log(
    `${title} (${counts.file}, ${counts.rows} rows): ${counts.added} added, ${counts.updated} updated, ` +
      `${counts.unchanged} unchanged, ${counts.rejected.length} rejected`,
  );
  for (const { row, reason } of counts.rejected) console.log(`  row ${row}: ${reason}`);
}

async function main(args) {
  if (args.length < 1 || args.length > 2 || args.some((a) => a === '-h' || a === '--help')) {
    console.error('Usage: npm run import -- <institutions.csv> [<programs.csv>]');
    console.error('Server and superuser: RAYEK_URL, RAYEK_SUPERUSER_EMAIL, RAYEK_SUPERUSER_PASSWORD.');
    return 1;
  }
  const server = serverFromEnv();
  try {
    const report = await importFiles({
      ...server,
      institutionsCsv: path.resolve(args[0]),
      programsCsv: args[1] ? path.resolve(args[1]) : undefined,
    });
    console.log(`Imported into ${server.url}`);
    printCounts('Institutions', report.institutions);
    if (report.programs) printCounts('Programs', report.programs);
    return 0;
  } catch (err) {
    if (err instanceof ImportError) {
      console.error(`Import failed: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
