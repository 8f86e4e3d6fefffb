// Figures of a soak run: one window per minute (answers, errors, latencies, PocketBase's resident memory) and
// the Markdown table of the whole run.
import fs from 'node:fs';
import os from 'node:os';

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS); null once it has exited. */
export function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One minute of answers. Latencies are kept only for the window, so a long soak holds no more than a minute. */
export function createWindow(minute) {
  const times = [];
  const writes = [];
  const byKind = new Map();
  let errors = 0;
  const samples = [];
  return {
    minute,
    record({ kind, write, status, ms, body }) {
      times.push(ms);
      if (write) writes.push(ms);
      const k = byKind.get(kind) ?? { count: 0, errors: 0, times: [] };
      k.count += 1;
      k.times.push(ms);
      if (status === 0 || status >= 400) {
        k.errors += 1;
        errors += 1;
        if (samples.length < 5) samples.push(`${kind}: ${status || 'no answer'} ${String(body).slice(0, 200)}`);
      }
      byKind.set(kind, k);
    },
    summary({ rssMb, peakRssMb, seconds }) {
      times.sort((a, b) => a - b);
      writes.sort((a, b) => a - b);
      return {
        minute,
        requests: times.length,
        rps: Math.round(times.length / seconds),
        errors,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p95Writes: percentile(writes, 95),
        rssMb,
        peakRssMb,
        load: os.loadavg()[0],
        byKind: Object.fromEntries(
          [...byKind].map(([kind, { count, errors: e, times: t }]) => [
            kind,
            {
              count,
              errors: e,
              p95: percentile(
                t.sort((a, b) => a - b),
                95,
              ),
            },
          ]),
        ),
        samples,
      };
    },
  };
}

const ms = (x) => (Number.isNaN(x) ? '—' : x.toFixed(1));
const mb = (x) => (x == null ? '—' : x.toFixed(0));

export function minuteLine(s) {
  return (
    `minute ${s.minute}: ${s.requests} requests (${s.rps}/s), errors ${s.errors}, p50 ${ms(s.p50)} ms, ` +
    `p95 ${ms(s.p95)} ms (writes ${ms(s.p95Writes)} ms), PocketBase RSS ${mb(s.rssMb)} MB (peak ${mb(s.peakRssMb)} MB), ` +
    `load ${s.load.toFixed(2)}` +
    (s.samples.length ? `\n  first errors:\n    ${s.samples.join('\n    ')}` : '')
  );
}

export function markdownTable(minutes) {
  return [
    '| minute | requests | req/s | errors | p50 ms | p95 ms | p95 writes ms | PocketBase RSS MB (end / peak) | load (1 min) |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...minutes.map(
      (s) =>
        `| ${s.minute} | ${s.requests} | ${s.rps} | ${s.errors} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p95Writes)} | ` +
        `${mb(s.rssMb)} / ${mb(s.peakRssMb)} | ${s.load.toFixed(2)} |`,
    ),
  ].join('\n');
}

/** Per-kind counts over the run and each kind's p95 in the first and the last minute, as one Markdown table. */
export function kindsTable(minutes) {
  const total = new Map();
  for (const s of minutes) {
    for (const [kind, k] of Object.entries(s.byKind)) {
      const t = total.get(kind) ?? { count: 0, errors: 0 };
      t.count += k.count;
      t.errors += k.errors;
      total.set(kind, t);
    }
  }
  const first = minutes[0]?.byKind ?? {};
  const last = minutes.at(-1)?.byKind ?? {};
  return [
    '| request | count | errors | p95 ms, first minute | p95 ms, last minute |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...[...total].map(
      ([kind, t]) =>
        `| ${kind} | ${t.count} | ${t.errors} | ${ms(first[kind]?.p95 ?? NaN)} | ${ms(last[kind]?.p95 ?? NaN)} |`,
    ),
  ].join('\n');
}
