#!/usr/bin/env node
// `npm run backup [-- --out <dir>]`: makes a backup now through the running server and prints its path.
// The server makes it (POST /api/backups): PocketBase copies SQLite consistently while it keeps serving, which
// no copy of the files from outside could promise, and the server encrypts it with age to its
// RAYEK_BACKUP_RECIPIENT (pb_hooks/lib/operations/encrypted-backups.js) before keeping it in the data directory's backups/
// (DATA_DIR, default pocketbase/pb_data/) as <name>.zip.age, whose path is printed, and copying it to the
// RAYEK_BACKUP_S3_* bucket if one is given. When that directory is not on this machine, the encrypted file is
// downloaded into --out (default: the current directory). Signs in as a superuser: RAYEK_URL (default http://127.0.0.1:$PORT, PORT 8090),
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
      throw new Error(
        `the server cannot use its backup storage (check Settings → Backups in the dashboard): ${listing.message}`,
      );
    }
    throw new Error(`a backup named ${name} exists already`);
  }
}

/** Whether the server can encrypt a backup, asked first: PocketBase answers a failed backup without its reason. */
async function storage(token) {
  const answer = await adminRequest(url, 'GET', '/api/rayek/backups/storage', undefined, token);
  if (answer.problem) throw new Error(`the server cannot make encrypted backups: ${answer.problem}`);
  if (!answer.recipient) {
    throw new Error(
      'the server has no backup key: it encrypts every backup with age to RAYEK_BACKUP_RECIPIENT (an age1… public ' +
        'key), which is not set in its environment (docs/deploy.md, "Keys")',
    );
  }
  return answer;
}

try {
  const { token } = await adminRequest(url, 'POST', '/api/collections/_superusers/auth-with-password', {
    identity,
    password,
  });
  const target = await storage(token);
  const name = backupName();
  try {
    await createBackup(name, token);
  } catch (err) {
    const failure = (await storage(token)).lastFailure;
    throw failure?.name === name ? new Error(failure.reason) : err;
  }
  const file = `${name}${target.suffix}`;

  const local = path.join(dataDir, 'backups', file);
  let where = local;
  if (!fs.existsSync(local)) {
    const { token: fileToken } = await adminRequest(url, 'POST', '/api/files/token', undefined, token);
    where = path.resolve(options.values.out ?? '.', file);
    await downloadTo(`${url}/api/backups/${encodeURIComponent(file)}?token=${encodeURIComponent(fileToken)}`, where);
  }
  const size = (fs.statSync(where).size / 1024 / 1024).toFixed(1);
  const also = target.bucket ? `, also in the S3 bucket "${target.bucket}"` : '';
  console.error(`Backup ${file} (${size} MB, encrypted to ${target.recipient}${also}):`);
  console.log(where);
} catch (err) {
  console.error(`No backup made: ${err.message}`);
  process.exit(1);
}
