// Runs deploy/Caddyfile itself for the proxy test: a small wrapper config adds only the global options a test
// needs (no admin endpoint, storage in the run's folder, listening on loopback) and imports the production file
// unchanged. RAYEK_DOMAIN set to an http:// address is what turns TLS off; every other line is production's.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/paths.mjs';
import { stopChild } from '../lib/pocketbase.mjs';

export const productionCaddyfile = path.join(root, 'deploy', 'Caddyfile');

export function caddyVersion() {
  const result = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Caddy writes certificates, locks and its autosaved config under $HOME / XDG folders: keep them in `dir`. */
function caddyEnv(dir, vars) {
  return {
    ...process.env,
    HOME: dir,
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    ...vars,
  };
}

/** The JSON Caddy would run for a Caddyfile, with the given environment. */
export function adapt(configFile, dir, vars) {
  const result = spawnSync('caddy', ['adapt', '--config', configFile, '--adapter', 'caddyfile'], {
    encoding: 'utf8',
    env: caddyEnv(dir, vars),
  });
  if (result.status !== 0) throw new Error(`caddy adapt ${configFile} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

export function writeTestConfig(dir) {
  const file = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    file,
    [
      '{',
      '\tadmin off',
      '\tdefault_bind 127.0.0.1',
      `\tstorage file_system ${path.join(dir, 'storage')}`,
      '}',
      `import ${productionCaddyfile}`,
      '',
    ].join('\n'),
  );
  return file;
}

/**
 * `caddy run` on the test config; resolves once `healthUrl` answers 200 through it.
 * @param {{ dir: string, configFile: string, vars: Record<string, string>, healthUrl: string, timeoutMs?: number }} opts
 */
export async function startCaddy({ dir, configFile, vars, healthUrl, timeoutMs = 15_000 }) {
  const child = spawn('caddy', ['run', '--config', configFile, '--adapter', 'caddyfile'], {
    env: caddyEnv(dir, vars),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited with code ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(healthUrl);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`caddy did not proxy ${healthUrl} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { process: child, output: () => output, stop: () => stopChild(child) };
}
