// HTTP as a given client of the proxy sees it. Each request opens its own connection from a chosen loopback
// address (Linux routes all of 127.0.0.0/8 to the loopback interface), so one test run can be several clients
// whose addresses Caddy tells apart. Bodies come back as sent, still compressed, so the test sees exactly
// what a browser would receive.
import http from 'node:http';
import { takeEvents } from '../lib/sse.mjs';

/**
 * @param {string} url
 * `rawPath` is sent exactly as written (a URL string would have `/./` and the like normalized away).
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer, from?: string, rawPath?: string }} [opts]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer, json: () => any }>}
 */
export function request(url, { method = 'GET', headers = {}, body, from = '127.0.0.1', rawPath } = {}) {
  return new Promise((resolve, reject) => {
    let answer = null;
    const chunks = [];
    const done = () => {
      const buffer = Buffer.concat(chunks);
      resolve({
        status: answer.statusCode ?? 0,
        headers: answer.headers,
        body: buffer,
        json: () => JSON.parse(buffer.toString('utf8')),
      });
    };
    const options = { method, headers, localAddress: from, agent: false, ...(rawPath ? { path: rawPath } : {}) };
    const req = http.request(url, options, (res) => {
      answer = res;
      res.on('data', (c) => chunks.push(c));
      res.on('end', done);
      res.on('error', done);
    });
    // A server may answer a body it refuses (413) before reading it and close the connection while the rest
    // is still being sent; the answer is what a client gets, the reset of the upload is not.
    req.on('error', (err) => (answer ? done() : reject(err)));
    req.end(body);
  });
}

/**
 * Announces a body of `length` bytes, sends only its first 64 KiB and returns the answer, as a server that
 * judges the declared length answers before the rest arrives. (Sending all of a refused body races the
 * server's close: the client may see a reset instead of the answer.)
 */
export function requestAnnouncing(url, { length, headers = {}, from = '127.0.0.1' }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', localAddress: from, agent: false, headers: { ...headers, 'Content-Length': String(length) } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.write(Buffer.alloc(Math.min(length, 64 * 1024), 0x20));
  });
}

/** JSON in, the answer out. */
export function requestJson(url, { method = 'POST', body, headers = {}, from, rawPath } = {}) {
  return request(url, {
    method,
    from,
    rawPath,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Opens PocketBase's realtime stream (server-sent events) and yields its events as they arrive.
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, next: (match: (e: { name: string, data: any }) => boolean) => Promise<{ name: string, data: any }>, close: () => void }>}
 */
export function openEventStream(url, { from = '127.0.0.1', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const events = [];
    const waiters = [];
    const req = http.request(
      url,
      { localAddress: from, agent: false, headers: { Accept: 'text/event-stream', ...headers } },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          const taken = takeEvents(buffer);
          buffer = taken.rest;
          for (const { name, data } of taken.events) {
            let parsed = data;
            try {
              parsed = data ? JSON.parse(data) : null;
            } catch {
              // not JSON (a mangled stream): kept as text, so the check fails on its content, not here
            }
            const event = { name, data: parsed };
            events.push(event);
            for (const w of [...waiters]) {
              if (w.match(event)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(event);
              }
            }
          }
        });
        res.on('error', () => {});
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          next(match) {
            const seen = events.find(match);
            if (seen) return Promise.resolve(seen);
            return new Promise((r) => waiters.push({ match, resolve: r }));
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', (err) => {
      if (!req.destroyed) reject(err);
    });
    req.end();
  });
}
