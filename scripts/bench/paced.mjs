// Fixed-rate (open-loop) load: requests start on a fixed schedule, `rate` per second spread evenly, over at most
// `connections` keep-alive connections. Why not autocannon's `overallRate`: it lets every connection send
// back-to-back until its per-second quota is used, then pause until the next second, so each second begins
// with a saturating burst and its latencies are those of the closed loop. Here latency runs from the
// moment a request was due, so time spent waiting for a free connection counts (no coordinated omission).
// `onAnswer`, when given, hears every request's outcome with its answer's body (the soak and the crash-safety
// test need to know which request got which answer); status 0 means no answer (refused, reset, timed out).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * @param {string} url base URL
 * @param {{ rate: number, seconds: number, connections: number,
 *           make: (n: number) => { method?: string, path: string, headers?: Record<string,string>, body?: string },
 *           onAnswer?: (a: { n: number, spec: object, status: number, ms: number, body: string }) => void }} o
 * @returns {Promise<{ times: number[], ok: number, errors: number, elapsed: number }>}
 */
export function paced(url, { rate, seconds, connections, make, onAnswer }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const spacing = 1000 / rate;
  const times = [];
  let ok = 0;
  let errors = 0;
  let sent = 0;
  let finished = 0;
  let last = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      finished += 1;
      last = performance.now();
      if (finished === total) {
        agent.destroy();
        resolve({ times, ok, errors, elapsed: (last - start) / 1000 });
      }
    };
    const fire = (due, n) => {
      const spec = make(n);
      const req = http.request(
        url + spec.path,
        { method: spec.method ?? 'GET', headers: spec.headers, agent },
        (res) => {
          let body = '';
          if (onAnswer) res.setEncoding('utf8');
          res.on('data', (chunk) => {
            if (onAnswer) body += chunk;
          });
          res.on('end', () => {
            const ms = performance.now() - due;
            times.push(ms);
            if (res.statusCode >= 400) errors += 1;
            else ok += 1;
            onAnswer?.({ n, spec, status: res.statusCode, ms, body });
            finish();
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        onAnswer?.({ n, spec, status: 0, ms: performance.now() - due, body: '' });
        finish();
      });
      req.end(spec.body);
    };
    const tick = () => {
      const now = performance.now();
      // Catch up on every request that is due: a late timer must not lower the offered rate.
      while (sent < total && start + sent * spacing <= now) {
        fire(start + sent * spacing, sent);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * spacing - performance.now()));
    };
    tick();
  });
}
