// Sizes both sides hold to: text bounds (counted in characters as PocketBase counts them, after cleaning by
// text.js), passwords, the moderation reason, and how far the list routes page. The schema's field min/max
// equal these (tests/api/schemas-agree.test.ts); the forms, the outbox view and the hooks read them from here.

const LIMITS = {
  review: { min: 10, max: 2000 },
  reportComment: { min: 10, max: 1000 },
  course: { max: 100 },
  grade: { max: 20 },
  instructorName: { max: 100 },
  department: { max: 300 },
  userName: { min: 2, max: 100 },
  // bcrypt reads at most 72 bytes: PocketBase refuses a password longer than 71.
  password: { signIn: 6, signUp: 8, max: 71 },
  moderationReason: { max: 500 },
  claimMessage: { min: 10, max: 1000 },
  reply: { min: 10, max: 1000 },
  // An institution's acronyms and short names (reference data, written by superusers): how many, how long each.
  aliases: { max: 10 },
  alias: { max: 40 },
};

/**
 * How much longer than its maximum a text may arrive, before cleaning: cleaning drops invisible characters and
 * folds runs of white space, which a person's text never holds four times over. A longer text is refused as too
 * long without being cleaned, so the cost of a request never grows past a few times the longest text it may hold.
 */
const RAW_TEXT_FACTOR = 4;

/**
 * Whether a text as it arrived (UTF-16 units, read in constant time) is too long to be cleaned for a field of
 * at most `max` characters.
 * @param {string} text
 * @param {number} max
 */
function rawTextTooLong(text, max) {
  return String(text).length > max * RAW_TEXT_FACTOR;
}

/** Highest page number a list route accepts unless it says otherwise (the app's URLs stop there too). */
const PAGE_MAX = 10000;
/** Largest page any list route answers. */
const PER_PAGE_MAX = 50;

module.exports = { LIMITS, RAW_TEXT_FACTOR, rawTextTooLong, PAGE_MAX, PER_PAGE_MAX };
