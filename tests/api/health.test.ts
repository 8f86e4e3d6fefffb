import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

test('the real PocketBase answers and the superuser can sign in', async () => {
  const res = await fetch(`${server.url}/api/health`);
  expect(res.status).toBe(200);
  expect(server.admin.authStore.isValid).toBe(true);
});
