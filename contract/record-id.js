// A record's id, as PocketBase makes it and as the app chooses it for an outbox item (so a retry cannot create
// a second record): 15 characters, a–z and 0–9. Both sides refuse anything else before a query is made.
const RECORD_ID_LENGTH = 15;
const RECORD_ID_PATTERN = /^[a-z0-9]{15}$/;

/**
 * @param {unknown} value
 */
function isRecordId(value) {
  return typeof value === "string" && RECORD_ID_PATTERN.test(value);
}

module.exports = { RECORD_ID_LENGTH, RECORD_ID_PATTERN, isRecordId };
