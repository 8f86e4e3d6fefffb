// Litestream (continuous replication of data.db to S3-compatible storage): its binary, the settings read from
// RAYEK_REPLICA_S3_*, and the configuration file made from them. The file never holds a secret: the bucket's
// credentials reach Litestream in its environment, and the replica is encrypted with age to the backup key's
// public half (RAYEK_BACKUP_RECIPIENT); only a restore's configuration holds the private key, in a private
// temporary directory removed afterwards (scripts/restore-replica.mjs). docs/deploy.md, "Continuous replication".
import { createRequire } from 'node:module';
import path from 'node:path';

export class ReplicaConfigError extends Error {}

const require = createRequire(import.meta.url);

/**
 * The platform's Litestream binary, from @flydotio/litestream's optional package. Not the package's
 * `node_modules/.bin/litestream` wrapper: it runs the binary with spawnSync, forwards no signal (a stopped
 * wrapper leaves Litestream running) and exits 0 whatever the binary returned.
 */
export function litestreamBin() {
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    return path.join(path.dirname(require.resolve(`${name}/package.json`)), 'litestream');
  } catch {
    throw new ReplicaConfigError(
      `Litestream's binary for ${process.platform}-${process.arch} is not installed (${name}, an optional ` +
        'dependency of @flydotio/litestream: a release carries the one of the platform it was built on)',
    );
  }
}

/** Required together, like RAYEK_BACKUP_S3_*: all of them, or none (no replica). */
const S3_VARIABLES = /** @type {const} */ ([
  ['endpoint', 'RAYEK_REPLICA_S3_ENDPOINT'],
  ['bucket', 'RAYEK_REPLICA_S3_BUCKET'],
  ['region', 'RAYEK_REPLICA_S3_REGION'],
  ['accessKey', 'RAYEK_REPLICA_S3_ACCESS_KEY'],
  ['secret', 'RAYEK_REPLICA_S3_SECRET'],
]);
/** Go durations, as Litestream reads them. */
const DURATION = /^\d+(ms|s|m|h)$/;

/**
 * @typedef {{ endpoint: string, bucket: string, region: string, accessKey: string, secret: string,
 *   path: string, forcePathStyle: boolean, syncInterval: string, retention: string, recipient: string }} ReplicaSettings
 */

/**
 * What PocketBase's environment carries while Litestream replicates its database: its nightly job then leaves
 * data.db's checkpoints to Litestream (pb_hooks/26_replica_checkpoints.pb.js).
 */
export const REPLICA_ACTIVE_ENV = { RAYEK_REPLICA_ACTIVE: '1' };

/**
 * The replica the environment asks for, or undefined when no RAYEK_REPLICA_S3_* is set. Throws
 * ReplicaConfigError with the reason when it is asked for incompletely: a server must not run believing in a
 * replica it does not have, nor send one unencrypted.
 * @param {Record<string, string | undefined>} env
 * @param {{ restore?: boolean }} [opts] `restore`: the public key is not needed (the identity is).
 * @returns {ReplicaSettings | undefined}
 */
export function replicaSettings(env, { restore = false } = {}) {
  const given = (name) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const set = S3_VARIABLES.filter(([, name]) => given(name) !== undefined);
  if (set.length === 0 && given('RAYEK_REPLICA_S3_PATH') === undefined) return undefined;
  const missing = S3_VARIABLES.filter(([, name]) => given(name) === undefined).map(([, name]) => name);
  if (missing.length > 0) {
    throw new ReplicaConfigError(`the replica needs every RAYEK_REPLICA_S3_* variable: ${missing.join(', ')} not set`);
  }
  const s3 = Object.fromEntries(S3_VARIABLES.map(([field, name]) => [field, String(given(name))]));
  const forcePathStyle = given('RAYEK_REPLICA_S3_FORCE_PATH_STYLE') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    throw new ReplicaConfigError(`RAYEK_REPLICA_S3_FORCE_PATH_STYLE must be true or false (got "${forcePathStyle}")`);
  }
  const durations = {};
  for (const [field, name, fallback] of [
    ['syncInterval', 'RAYEK_REPLICA_SYNC_INTERVAL', '1s'],
    ['retention', 'RAYEK_REPLICA_RETENTION', '24h'],
  ]) {
    const value = given(name) ?? fallback;
    if (!DURATION.test(value))
      throw new ReplicaConfigError(`${name} must be a duration such as 1s, 10m or 24h (got "${value}")`);
    durations[field] = value;
  }
  const recipient = given('RAYEK_BACKUP_RECIPIENT') ?? '';
  if (!restore) {
    if (recipient === '') {
      throw new ReplicaConfigError(
        "the replica is encrypted with age to RAYEK_BACKUP_RECIPIENT (the backup key's public half, age1…), which " +
          'is not set: no replica is ever sent unencrypted (docs/deploy.md, "Keys")',
      );
    }
    if (recipient.startsWith('AGE-SECRET-KEY-')) {
      throw new ReplicaConfigError(
        'RAYEK_BACKUP_RECIPIENT holds a private key (AGE-SECRET-KEY-…): give the server the public key (age1…) ' +
          'only, and keep the private key off the server',
      );
    }
    if (!/^age1[0-9a-z]+$/.test(recipient)) {
      throw new ReplicaConfigError(`RAYEK_BACKUP_RECIPIENT is not an age public key (age1…): "${recipient}"`);
    }
  }
  return {
    .../** @type {Pick<ReplicaSettings, 'endpoint' | 'bucket' | 'region' | 'accessKey' | 'secret'>} */ (s3),
    path: (given('RAYEK_REPLICA_S3_PATH') ?? 'rayek/data.db').replace(/^\/+|\/+$/g, ''),
    forcePathStyle: forcePathStyle === 'true',
    .../** @type {{ syncInterval: string, retention: string }} */ (durations),
    recipient,
  };
}

/** Where the replica is, for messages: never the credentials. */
export function replicaLabel(settings) {
  return `${settings.endpoint.replace(/\/+$/, '')}, bucket "${settings.bucket}", ${settings.path}`;
}

/**
 * Litestream's configuration for data.db: JSON, which its YAML reader takes as it is (JSON is YAML), so no
 * value needs YAML quoting. Run it with `-no-expand-env`: nothing in it is a variable.
 * @param {{ dbPath: string, metaPath?: string, settings: ReplicaSettings, identity?: string }} opts
 *   `identity`: the text of the age identity file (restore only); otherwise the replica is encrypted to
 *   `settings.recipient`.
 */
export function litestreamConfig({ dbPath, metaPath, settings, identity }) {
  const replica = {
    name: 's3',
    type: 's3',
    endpoint: settings.endpoint,
    bucket: settings.bucket,
    region: settings.region,
    path: settings.path,
    'force-path-style': settings.forcePathStyle,
    'sync-interval': settings.syncInterval,
    retention: settings.retention,
    age: identity === undefined ? { recipients: [settings.recipient] } : { identities: [identity] },
  };
  const db = { path: dbPath, ...(metaPath ? { 'meta-path': metaPath } : {}), replicas: [replica] };
  return `${JSON.stringify({ logging: { level: 'info', type: 'text' }, dbs: [db] }, null, 2)}\n`;
}

/**
 * Litestream's environment: the bucket's credentials (the AWS SDK reads them there, so they are in no file and
 * on no command line), and nothing else of the server's (its settings key and SMTP password stay out).
 * @param {ReplicaSettings} settings
 */
export function litestreamEnv(settings) {
  const keep = ['PATH', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'TZ'].filter((name) => process.env[name] !== undefined);
  return {
    ...Object.fromEntries(keep.map((name) => [name, String(process.env[name])])),
    AWS_ACCESS_KEY_ID: settings.accessKey,
    AWS_SECRET_ACCESS_KEY: settings.secret,
    // No instance-metadata probing when the keys are refused: the answer is the bucket's own.
    AWS_EC2_METADATA_DISABLED: 'true',
  };
}
