// Playwright global setup: one stack for the whole run; the returned function is the teardown, which stops
// PocketBase and maildev by their process handles and removes the temporary data. A dist/ that is not the build
// of the sources here is refused first: the tests would pass or fail for code that is not the code under test.
// @ts-expect-error: plain ESM helpers shared with the Node scripts
import { staleBuildReason } from '../../scripts/lib/build-stamp.mjs';
import { startStack } from './stack';

export default async function globalSetup() {
  const stale = staleBuildReason() as string;
  if (stale)
    throw new Error(`The e2e tests run the built app, and ${stale}.\nRun \`npm run build\`, then the e2e tests again.`);
  const stack = await startStack({ demo: process.env.RAYEK_E2E_DEMO !== '0' });
  process.env.RAYEK_E2E_BASE_URL = stack.info.baseURL;
  return async () => {
    await stack.stop();
  };
}
