// The server goes away while an item waits: the item stays, says why, and reaches the server once it is back
// (the backoff's next attempt), exactly once. A PocketBase of its own, stopped and restarted on the same
// port and data directory, so the shared stack is never disturbed.
import fs from 'node:fs';
import { test, expect } from '../support/fixtures';
import { t } from '../support/messages';
import { E2E_SUPERUSER, newDataDir } from '../support/stack';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { freePort } from '../../scripts/lib/free-port.mjs';
import {
  clientId,
  createInstitution,
  institutionRating,
  institutionRatingsBy,
  outboxRows,
  seedOutbox,
  signIn,
  verifiedUser,
} from './support';

interface Running {
  url: string;
  stop(): Promise<void>;
}

test.use({ serviceWorkers: 'allow', consoleErrors: 'allowed' });

test('server stopped: the item waits with its reason; server restarted: delivered once', async ({ page }) => {
  test.setTimeout(60_000);
  // A copy of the stack's migrated data directory: E2E_SUPERUSER is in it.
  const dataDir = newDataDir('rayek-e2e-outage-');
  const port = (await freePort()) as number;
  let server: Running | undefined = (await startPocketBase({ port, dataDir, exitWithParent: true })) as Running;
  try {
    const target = { baseURL: server.url, superuser: E2E_SUPERUSER };
    const user = await verifiedUser(target);
    const institution = await createInstitution(target);
    const id = clientId();

    await page.goto(`${server.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await signIn(page, user);
    await server.stop();
    server = undefined;
    // Queued once the server is gone: a due item queued while it still answered could be sent at once (any run of
    // the outbox takes it), and the test would find nothing waiting.
    await seedOutbox(page, [
      { id, userId: user.id, payload: institutionRating(institution), label: 'Pendant la panne' },
    ]);

    // The service worker serves the app; the outbox finds no server.
    await page.goto(`${target.baseURL}/outbox`);
    const item = page.getByRole('listitem').filter({ hasText: 'Pendant la panne' });
    await expect(item).toContainText(t('ar', 'outbox.reason.network'));
    expect(await outboxRows(page)).toHaveLength(1);

    server = (await startPocketBase({ port, dataDir, exitWithParent: true })) as Running;
    // No reload, no event: the backoff's next attempt finds the server again.
    await expect(page.getByText(t('ar', 'outbox.empty'))).toBeVisible({ timeout: 20_000 });
    const records = await institutionRatingsBy(target, user.id);
    expect(records.map((r) => [r.id, r.status])).toEqual([[id, 'PENDING_APPROVAL']]);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
