// PocketBase record ids (and the ids the offline outbox generates): the contract's rule (contract/record-id.js).
import { RECORD_ID_LENGTH, RECORD_ID_PATTERN, isRecordId } from '@contract/record-id.js';

export { RECORD_ID_PATTERN, isRecordId };

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new record id chosen by the client (the outbox sends it with the create, so a retry can never make a
 * second record). 15 characters of [a-z0-9] like PocketBase's own: 36^15 ≈ 2^77 values. Bytes ≥ 252 are
 * drawn again so every character is equally likely (252 = 7 × 36).
 */
export function newRecordId(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  let id = '';
  while (id.length < RECORD_ID_LENGTH) {
    const bytes = new Uint8Array(32);
    fill(bytes);
    for (const byte of bytes) {
      if (byte < 252 && id.length < RECORD_ID_LENGTH) id += ALPHABET[byte % 36];
    }
  }
  return id;
}
