// How a test's PocketBase starts on a free port when other processes race for ports: the free-port check
// frees the port before PocketBase binds it, and another process can take it in between (a server of another
// test file, an outgoing connection). The start must be this child's, or fail at once and try another port:
// never a server found on the port, never a wait on a process that will not answer.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject, test, vi } from 'vitest';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startOnFreePort, startPocketBase } from '../../scripts/lib/pocketbase.mjs';

vi.mock('../../scripts/lib/free-port.mjs', async (importOriginal) => {
  const real = await importOriginal<{ freePort: () => Promise<number> }>();
  return { freePort: vi.fn(real.freePort) };
});
const realFreePort = (await vi.importActual<{ freePort: () => Promise<number> }>('../../scripts/lib/free-port.mjs'))
  .freePort;

interface Running {
  url: string;
  port: number;
  process: { exitCode: number | null; pid: number };
  stop(): Promise<void>;
}

let work: string;
let dataDir: string;
let publicDir: string;
const started: Running[] = [];
/** The other processes' listeners and every connection they accepted, closed after each test. */
const squatters: Array<{ server: net.Server; sockets: Set<net.Socket> }> = [];

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rayek-start-'));
  dataDir = path.join(work, 'data');
  publicDir = path.join(work, 'public');
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>start</title>');
  fs.cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
});
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
  for (const { server, sockets } of squatters.splice(0)) {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
  vi.mocked(freePort).mockReset().mockImplementation(realFreePort);
});
afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

const SQUATTER_BODY = '{"message":"squatter"}';

/**
 * Another process on `port`: `silent` accepts connections and never answers (any non-HTTP service, or a
 * server that hangs), otherwise it answers every request 200 as a healthy PocketBase would.
 */
async function squat(port: number, { silent }: { silent: boolean }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (silent) return;
    socket.once('data', () =>
      socket.end(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${SQUATTER_BODY.length}\r\n` +
          `connection: close\r\n\r\n${SQUATTER_BODY}`,
      ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  squatters.push({ server, sockets });
}

/** The next free-port check hands out a port that another process takes before PocketBase binds it. */
function portTakenAfterCheck(silent: boolean) {
  let taken = 0;
  vi.mocked(freePort).mockImplementationOnce(async () => {
    taken = await realFreePort();
    await squat(taken, { silent });
    return taken;
  });
  return () => taken;
}

async function health(url: string) {
  return (await (await fetch(`${url}/api/health`)).json()) as { message: string };
}

test('a port taken by a silent process after the check: PocketBase starts again on another port at once', async () => {
  const taken = portTakenAfterCheck(true);
  const server: Running = await startOnFreePort({ dataDir, publicDir });
  started.push(server);
  expect(server.port).not.toBe(taken());
  expect(server.process.exitCode).toBeNull();
  expect((await health(server.url)).message).toBe('API is healthy.');
  expect(vi.mocked(freePort)).toHaveBeenCalledTimes(2);
});

test('a port taken by a server that answers health checks: the start is still this child, on another port', async () => {
  const taken = portTakenAfterCheck(false);
  const server: Running = await startOnFreePort({ dataDir, publicDir });
  started.push(server);
  expect(server.port).not.toBe(taken());
  expect((await health(server.url)).message).toBe('API is healthy.');
  expect((await health(`http://127.0.0.1:${taken()}`)).message).toBe('squatter');
});

test('a fixed port held by another process fails at once, naming the port', async () => {
  const port = await realFreePort();
  await squat(port, { silent: true });
  await expect(startPocketBase({ port, dataDir, publicDir, timeoutMs: 20_000 })).rejects.toThrow(
    `127.0.0.1:${port} is taken by another process`,
  );
});
