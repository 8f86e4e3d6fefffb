// Ask the kernel for a free loopback port: tests and helpers never assume one is free. It is free only when
// checked: another process can take it before the caller binds it (startOnFreePort in pocketbase.mjs copes).
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
