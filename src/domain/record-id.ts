// PocketBase record ids (and the ids the offline outbox generates): 15 characters, a–z and 0–9.
export const RECORD_ID_PATTERN = /^[a-z0-9]{15}$/;

export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID_PATTERN.test(value);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new record id chosen by the client (the outbox sends it with the create, so a retry can never make a
 * second record). 15 characters of [a-z0-9] like PocketBase's own: 36^15 ≈ 2^77 values. Bytes ≥ 252 are
 * drawn again so every character is equally likely (252 = 7 × 36).
 */
export function newRecordId(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  let id = '';
  while (id.length < 15) {
    const bytes = new Uint8Array(32);
    fill(bytes);
    for (const byte of bytes) {
      if (byte < 252 && id.length < 15) id += ALPHABET[byte % 36];
    }
  }
  return id;
}
