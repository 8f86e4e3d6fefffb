// A superuser session on a running Rayek server, shared by `npm run import` and the demo generator.
import PocketBase from 'pocketbase';
import { ImportError } from './csv-read.mjs';
import { LOCAL_SUPERUSER } from './pocketbase.mjs';

/** Server and credentials from the environment, as documented in docs/data.md. */
export function serverFromEnv(env = process.env) {
  return {
    url: env.RAYEK_URL ?? 'http://127.0.0.1:8090',
    email: env.RAYEK_SUPERUSER_EMAIL ?? LOCAL_SUPERUSER.email,
    password: env.RAYEK_SUPERUSER_PASSWORD ?? LOCAL_SUPERUSER.password,
  };
}

/** Signs in as superuser; an unreachable server or refused credentials throw ImportError with a clear message. */
export async function connectSuperuser({ url, email, password }) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  try {
    await pb.collection('_superusers').authWithPassword(email, password);
  } catch (err) {
    if (!err.status) {
      const cause = err.originalError?.cause;
      const detail = cause?.code ?? cause?.message ?? err.originalError?.message ?? err.message;
      throw new ImportError(`The server at ${url} is unreachable (${detail}). Is it running?`);
    }
    throw new ImportError(`The server at ${url} refused the superuser sign-in of ${email} (HTTP ${err.status}).`);
  }
  return pb;
}

/** Runs `task` over `items` with at most `limit` requests in flight; results keep the items' order. */
export async function inPool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The most specific message of a refused write: the first field error, else the general message. */
export function refusalOf(err) {
  if (!err.status) throw new ImportError(`Lost the connection to the server: ${err.message}`);
  const fields = Object.entries(err.response?.data ?? {});
  if (fields.length > 0) {
    const [field, detail] = fields[0];
    return `server refused ${field}: ${detail?.message ?? detail?.code ?? 'invalid'}`;
  }
  return `server refused the row: ${err.response?.message ?? err.message}`;
}
