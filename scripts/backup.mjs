#!/usr/bin/env node
// `npm run backup [-- --out <dir>]`: makes a backup now through the running server and prints its path.
// The server makes it (POST /api/backups): PocketBase copies SQLite consistently while it keeps serving, which
// no copy of the files from outside could promise. The zip lands where the server keeps backups: the data
// directory's backups/ (DATA_DIR, default pocketbase/pb_data/), whose path is printed; when the server stores
// them in S3 or its data directory is not here, the zip is downloaded into --out (default: the current
// directory). Signs in as a superuser: RAYEK_URL (default http://127.0.0.1:$PORT, PORT 8090),
// RAYEK_SUPERUSER_EMAIL / RAYEK_SUPERUSER_PASSWORD (default: the local superuser of `npm start`).
import fs from 'node:fs';
import path from 'node:path';
import { cliOptions } from './lib/cli-options.mjs';
import { defaultDataDir } from './lib/paths.mjs';
import { LOCAL_SUPERUSER } from './lib/pocketbase.mjs';
import { adminRequest, downloadTo } from './lib/admin-http.mjs';

const usage = 'Usage: npm run backup [-- --out <directory for a downloaded copy>]';
const options = cliOptions(usage, { options: { out: { type: 'string' } } });

const url = (process.env.RAYEK_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8090}`).replace(/\/$/, '');
const identity = process.env.RAYEK_SUPERUSER_EMAIL ?? LOCAL_SUPERUSER.email;
const password = process.env.RAYEK_SUPERUSER_PASSWORD ?? LOCAL_SUPERUSER.password;
const dataDir = path.resolve(process.env.DATA_DIR ?? defaultDataDir);

/** rayek_manual_20261124-031500-123.zip: PocketBase accepts [a-z0-9_-] names; the automatic ones start with @auto. */
function backupName(date = new Date()) {
  const iso = date.toISOString();
  return `rayek_manual_${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}-${iso.slice(20, 23)}.zip`;
}

/**
 * PocketBase checks that the name is free by asking the backup storage, and answers "name exists" when the
 * storage cannot be asked at all (S3 refusing the credentials, say): tell the two apart.
 */
async function createBackup(name, token) {
  try {
    await adminRequest(url, 'POST', '/api/backups', { name }, token);
  } catch (err) {
    if (err.data?.name?.code !== 'validation_backup_name_exists') throw err;
    try {
      await adminRequest(url, 'GET', '/api/backups', undefined, token);
    } catch (listing) {
      throw new Error(`the server cannot use its backup storage (check Settings → Backups in the dashboard): ${listing.message}`);
    }
    throw new Error(`a backup named ${name} exists already`);
  }
}

try {
  const { token } = await adminRequest(url, 'POST', '/api/collections/_superusers/auth-with-password', { identity, password });
  const name = backupName();
  await createBackup(name, token);
  const settings = await adminRequest(url, 'GET', '/api/settings?fields=backups', undefined, token);
  const s3 = settings.backups?.s3?.enabled ? settings.backups.s3 : undefined;

  const local = path.join(dataDir, 'backups', name);
  let where = local;
  if (s3 || !fs.existsSync(local)) {
    const { token: fileToken } = await adminRequest(url, 'POST', '/api/files/token', undefined, token);
    where = path.resolve(options.values.out ?? '.', name);
    await downloadTo(`${url}/api/backups/${encodeURIComponent(name)}?token=${encodeURIComponent(fileToken)}`, where);
  }
  const size = (fs.statSync(where).size / 1024 / 1024).toFixed(1);
  console.error(s3
    ? `Backup ${name} (${size} MB) is in the S3 bucket "${s3.bucket}"; a copy was downloaded:`
    : `Backup ${name} (${size} MB):`);
  console.log(where);
} catch (err) {
  console.error(`No backup made: ${err.message}`);
  process.exit(1);
}
