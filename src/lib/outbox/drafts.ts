// A form's unsent contents in IndexedDB (`drafts`), so a reload, a crash or a closed tab loses nothing.
// Keys name the form and its target, e.g. `institution-rating:<institution id>`.
import { appDb } from '@/lib/db/app-db';

export async function loadDraft<T extends Record<string, unknown>>(key: string): Promise<T | undefined> {
  return (await appDb().drafts.get(key))?.data as T | undefined;
}

export async function saveDraft(key: string, data: Record<string, unknown>): Promise<void> {
  await appDb().drafts.put({ key, data, updatedAt: Date.now() });
}

/** Called when the form is submitted (its contents are in the outbox now) or reset by the user. */
export async function clearDraft(key: string): Promise<void> {
  await appDb().drafts.delete(key);
}
