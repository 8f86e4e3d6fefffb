// PocketBase record ids (and the ids the offline outbox generates): 15 characters, a–z and 0–9.
export const RECORD_ID_PATTERN = /^[a-z0-9]{15}$/;

export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID_PATTERN.test(value);
}
