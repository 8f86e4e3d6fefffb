// Requests of the operator scripts to a running server, over node:http(s) rather than fetch: making or
// downloading the backup of a large database can outlast fetch's five-minute wait for an answer.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';

function send(target, { method = 'GET', headers = {}, body } = {}) {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target, { method, headers }, resolve);
    req.on('error', (err) =>
      reject(new Error(`cannot reach ${target.origin} (${err.code ?? err.message}): is Rayek running?`)),
    );
    req.end(body);
  });
}

async function text(res) {
  let out = '';
  res.setEncoding('utf8');
  for await (const chunk of res) out += chunk;
  return out;
}

/** A JSON request; throws with PocketBase's message on any answer but 2xx. */
export async function adminRequest(base, method, route, body, token) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const res = await send(new URL(route, base), {
    method,
    body: payload,
    headers: {
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
  });
  const raw = await text(res);
  const data = raw ? JSON.parse(raw) : {};
  if (res.statusCode < 200 || res.statusCode > 299) {
    const details = data.data && Object.keys(data.data).length ? ` ${JSON.stringify(data.data)}` : '';
    throw Object.assign(new Error(`${method} ${route} answered ${res.statusCode}: ${data.message ?? raw}${details}`), {
      status: res.statusCode,
      data: data.data ?? {},
    });
  }
  return data;
}

/** Streams a GET answer into `file`, which appears only once complete and flushed. */
export async function downloadTo(address, file) {
  const res = await send(new URL(address));
  if (res.statusCode !== 200) throw new Error(`downloading the backup answered ${res.statusCode}: ${await text(res)}`);
  const partial = `${file}.part`;
  try {
    await pipeline(res, fs.createWriteStream(partial, { flush: true }));
    fs.renameSync(partial, file);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}
