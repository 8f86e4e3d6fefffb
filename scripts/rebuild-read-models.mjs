// `npm run rebuild-read-models [-- --dir <pb_data>]`: recompute the read-model statistics from the ratings.
// Runs PocketBase's `rebuild-read-models` console command (registered by pocketbase/pb_hooks/
// 60_read_models.pb.js) on the data directory, in one transaction. Safe while the server runs on the same
// directory: SQLite serialises it with the server's writes, and the server reads the new rows at once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pocketbaseBin, migrationsDir, hooksDir, defaultDataDir } from './lib/paths.mjs';
import { SETTINGS_KEY_ENV } from './lib/pocketbase.mjs';

function dataDirFromArgs(argv) {
  const i = argv.indexOf('--dir');
  if (i >= 0 && argv[i + 1]) return path.resolve(argv[i + 1]);
  const inline = argv.find((a) => a.startsWith('--dir='));
  if (inline) return path.resolve(inline.slice('--dir='.length));
  return defaultDataDir;
}

const dataDir = dataDirFromArgs(process.argv.slice(2));
if (!fs.existsSync(path.join(dataDir, 'data.db'))) {
  console.error(`No PocketBase database in ${dataDir}: start the server once, or pass --dir <pb_data>.`);
  process.exit(1);
}
try {
  const out = execFileSync(
    pocketbaseBin,
    [
      'rebuild-read-models',
      `--dir=${dataDir}`,
      `--hooksDir=${hooksDir}`,
      `--migrationsDir=${migrationsDir}`,
      `--encryptionEnv=${SETTINGS_KEY_ENV}`,
      '--dev=false',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  process.stdout.write(out);
} catch (err) {
  process.stderr.write(String(err.stderr || err.message));
  process.exit(1);
}
