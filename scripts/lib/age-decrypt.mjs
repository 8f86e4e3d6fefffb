// Opens a backup encrypted by the server (pocketbase/pb_hooks/lib/operations/encrypted-backups.js) with Debian's `age` and
// the operator's identity (the private key, kept off the server). The errors say what to do: they are shown to
// the operator as they are.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export class DecryptError extends Error {}

// age's two encodings: the binary header and the ASCII armour.
const HEADERS = ['age-encryption.org/v1\n', '-----BEGIN AGE ENCRYPTED FILE-----'];

/** Whether `file` starts like an age file. */
export function isAgeFile(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(40);
    const read = fs.readSync(fd, head, 0, head.length, 0);
    const text = head.subarray(0, read).toString('latin1');
    return HEADERS.some((h) => text.startsWith(h));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Decrypts `file` into `out` with the identity file `identity`.
 * @param {{ file: string, identity: string | undefined, out: string }} opts
 */
export function decryptBackup({ file, identity, out }) {
  if (!identity) {
    throw new DecryptError(
      'the backup is encrypted (age): give the file of its private key with --identity <file> or ' +
        'RAYEK_BACKUP_IDENTITY (docs/deploy.md, "Keys")',
    );
  }
  if (!fs.existsSync(identity) || !fs.statSync(identity).isFile())
    throw new DecryptError(`no identity file at ${identity}`);
  const run = spawnSync('age', ['--decrypt', '--identity', identity, '--output', out, file], { encoding: 'utf8' });
  if (run.error?.code === 'ENOENT') {
    throw new DecryptError(
      'age is not installed on this machine: install it (Debian/Ubuntu: apt-get install age) and run the restore again',
    );
  }
  if (run.status !== 0) {
    const said = (run.stderr || run.error?.message || '')
      .replace(/^age: error: /, '')
      .split('\n')[0]
      .trim();
    const hint = /no identity matched/.test(said)
      ? `the key in ${identity} does not open this backup: it was encrypted to another public key (an older or newer key pair?)`
      : `age could not decrypt the backup with ${identity}`;
    throw new DecryptError(`${hint} (age: ${said})`);
  }
}
