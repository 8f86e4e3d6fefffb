// Runs deploy/nginx-rayek.conf itself for the proxy test and the bench: the production file with only its
// listen address, its upstream and its cache folder replaced (each must be found exactly once, so an edit of
// the file that moves them fails loudly instead of testing something else), inside a small main config of the
// run's own (its prefix, pid, temporary folders, one worker, in the foreground).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/paths.mjs';
import { stopChild } from '../lib/pocketbase.mjs';

export const productionNginxConf = path.join(root, 'deploy', 'nginx-rayek.conf');

/** nginx on PATH, else Debian's /usr/sbin/nginx (not on a non-root user's PATH); null when neither runs. */
export function nginxBinary() {
  for (const bin of ['nginx', '/usr/sbin/nginx']) {
    const result = spawnSync(bin, ['-v'], { encoding: 'utf8' });
    if (result.status === 0) return { bin, version: result.stderr.trim().replace(/^nginx version: /, '') };
  }
  return null;
}

/**
 * The production file with the run's addresses and folder.
 * @param {{ listen: string, upstream: string, cacheDir: string }} where
 */
export function adaptNginxConf({ listen, upstream, cacheDir }) {
  let text = fs.readFileSync(productionNginxConf, 'utf8');
  for (const [from, to] of [
    ['listen 127.0.0.1:8091;', `listen ${listen};`],
    ['server 127.0.0.1:8090;', `server ${upstream};`],
    ['proxy_cache_path /var/cache/nginx/rayek ', `proxy_cache_path ${cacheDir} `],
  ]) {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`${productionNginxConf}: expected "${from}" once, found it ${count} times`);
    text = text.replace(from, to);
  }
  return text;
}

/**
 * nginx in the foreground on `port`, in front of `upstream`; resolves once `healthUrl` answers 200 through it.
 * @param {{ dir: string, port: number, upstream: string, healthUrl: string, workers?: number, timeoutMs?: number }} opts
 */
export async function startNginx({ dir, port, upstream, healthUrl, workers = 1, timeoutMs = 15_000 }) {
  const found = nginxBinary();
  if (!found) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  fs.mkdirSync(dir, { recursive: true });
  const cacheDir = path.join(dir, 'cache');
  fs.writeFileSync(path.join(dir, 'rayek.conf'), adaptNginxConf({ listen: `127.0.0.1:${port}`, upstream, cacheDir }));
  const mainConf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    mainConf,
    [
      'daemon off;',
      // Started by root, nginx runs its workers as nobody, who cannot enter the run's private temporary folder:
      // here they stay the starting user (a server's nginx runs them as www-data, with its cache folder theirs).
      ...(process.getuid?.() === 0 ? ['user root root;'] : []),
      `worker_processes ${workers};`,
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `\t${t}_temp_path ${path.join(dir, `${t}_temp`)};`,
      ),
      `\tinclude ${path.join(dir, 'rayek.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(found.bin, ['-p', dir, '-c', mainConf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const log = () =>
    `${output}${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(healthUrl);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`nginx did not proxy ${healthUrl} within ${timeoutMs} ms:\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { process: child, version: found.version, cacheDir, log, stop: () => stopChild(child) };
}
