// Playwright global setup: one stack for the whole run; the returned function is the teardown, which stops
// PocketBase and maildev by their process handles and removes the temporary data.
import { startStack } from './stack';

export default async function globalSetup() {
  const stack = await startStack({ demo: process.env.RAYEK_E2E_DEMO !== '0' });
  process.env.RAYEK_E2E_BASE_URL = stack.info.baseURL;
  return async () => {
    await stack.stop();
  };
}
