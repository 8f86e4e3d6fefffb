// Reads a CSV list for `npm run import`: header row, columns by name, quoted fields, UTF-8 (a BOM is fine).
// Problems with the file as a whole (unreadable, not CSV, a required column missing) throw ImportError, which
// the CLI prints as is and turns into a non-zero exit; problems with one row are the caller's to report.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';

export class ImportError extends Error {}

/**
 * @param {string} file
 * @param {{ required: string[], optional?: string[] }} columns
 * @returns {{ file: string, rows: Array<{ row: number, values: Record<string, string> }> }}
 *   `row` is the row number a spreadsheet shows: the header is row 1.
 */
export function readCsv(file, { required, optional = [] }) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new ImportError(`Cannot read ${file}: ${err.code === 'ENOENT' ? 'no such file' : err.message}`);
  }
  let records;
  try {
    records = parse(text, { bom: true, skip_empty_lines: true });
  } catch (err) {
    throw new ImportError(`${file} is not a valid CSV file: ${err.message}`);
  }
  if (records.length === 0) throw new ImportError(`${file} is empty: a header row is expected`);

  const header = records[0].map((name) => String(name).trim().toLowerCase());
  const missing = required.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    throw new ImportError(
      `${file} has no column ${missing.map((m) => `"${m}"`).join(', ')} ` +
        `(header: ${records[0].join(', ')}; expected columns: ${[...required, ...optional].join(', ')})`,
    );
  }
  const duplicated = header.filter((name, i) => name !== '' && header.indexOf(name) !== i);
  if (duplicated.length > 0) throw new ImportError(`${file} has the column "${duplicated[0]}" twice`);

  const wanted = [...required, ...optional].filter((name) => header.includes(name));
  const rows = records.slice(1).map((record, i) => {
    const values = {};
    for (const name of wanted) values[name] = String(record[header.indexOf(name)] ?? '');
    return { row: i + 2, values };
  });
  return { file, rows };
}
