#!/usr/bin/env node
// `npm run restore -- <backup.zip.age> --identity <key file> [--dir <data dir>] [--force]`: puts a backup (as
// made by `npm run backup` or the automatic backups, encrypted with age) in place as a data directory, for a
// server that is stopped. The identity (the backup key pair's private half, kept off the server) is --identity,
// else RAYEK_BACKUP_IDENTITY; an unencrypted zip of an earlier version needs none. The data directory is
// --dir, else DATA_DIR, else pocketbase/pb_data/ (as for `npm start`). A directory that holds anything is
// refused unless --force, and then moved aside, never deleted. docs/deploy.md, "Backups and restore".
import path from 'node:path';
import { cliOptions } from './lib/cli-options.mjs';
import { defaultDataDir } from './lib/paths.mjs';
import { restoreDataDir, RestoreError } from './lib/restore-data-dir.mjs';

const usage = 'Usage: npm run restore -- <backup.zip.age> --identity <key file> [--dir <data directory>] [--force]';

const options = cliOptions(usage, {
  allowPositionals: true,
  options: { dir: { type: 'string' }, identity: { type: 'string' }, force: { type: 'boolean', default: false } },
});
if (options.positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}

const dataDir = path.resolve(options.values.dir ?? process.env.DATA_DIR ?? defaultDataDir);
try {
  const identity = options.values.identity ?? (process.env.RAYEK_BACKUP_IDENTITY || undefined);
  const result = await restoreDataDir({
    archive: options.positionals[0],
    dataDir,
    force: options.values.force,
    identity,
  });
  const lines = [`Restored ${result.files.length} files into ${result.dataDir}.`];
  if (result.previous) {
    lines.push(
      `Its former contents are in ${result.previous}${result.keptBackups ? ' (its backups/ stayed with the data)' : ''}: delete that directory once the restored site looks right.`,
    );
  }
  lines.push(
    'Start the server on it (npm start, or the service) to finish: newer migrations run then. A production ' +
      "backup's settings are encrypted: start it with the RAYEK_SETTINGS_KEY of the server that made it.",
  );
  console.log(lines.join('\n'));
} catch (err) {
  if (!(err instanceof RestoreError)) throw err;
  console.error(`Restore refused: ${err.message}`);
  process.exit(1);
}
