// An institution's aliases: the acronyms and short names students search it by ("ENSIT", "ISET Radès"). Only
// superusers write institutions (the collection's create and update rules are null): migrations, `npm run
// import`, the dashboard. Whoever writes, the list is checked and stored cleaned, so the search and the app
// read one shape: an array of at most LIMITS.aliases.max distinct names, each one line cleaned by
// contract/text.js with a letter or digit and at most LIMITS.alias.max characters.

const { LIMITS, rawTextTooLong } = require(`${__hooks}/../../contract/limits.js`);
const { ERROR_CODES: CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { normaliseLine, hasLetterOrDigit, textLength } = require(`${__hooks}/../../contract/text.js`);
const { foldForMatching } = require(`${__hooks}/../../contract/matching.js`);
const { refuse } = require(`${__hooks}/lib/http/refusals.js`);

/**
 * The stored JSON of the field, cleaned, or the code it is refused with. No value (a record written without
 * the field) is an empty list.
 * @param {string} raw the field's JSON as the request left it
 * @returns {{ aliases: string[] } | { refused: import("../http/refusals.js").RefusalCode }}
 */
function cleanAliases(raw) {
  if (raw === "" || raw === "null") return { aliases: [] };
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(raw);
  } catch (_) {
    return { refused: CODES.INVALID_VALUE };
  }
  if (!Array.isArray(value)) return { refused: CODES.INVALID_VALUE };
  if (value.length > LIMITS.aliases.max) return { refused: CODES.TOO_MANY_VALUES };
  /** @type {string[]} */
  const aliases = [];
  /** @type {Record<string, true>} */
  const seen = {};
  for (const item of value) {
    if (typeof item !== "string") return { refused: CODES.INVALID_VALUE };
    if (rawTextTooLong(item, LIMITS.alias.max)) return { refused: CODES.MAX_TEXT };
    const alias = normaliseLine(item);
    if (!hasLetterOrDigit(alias)) return { refused: CODES.NO_LETTERS };
    if (textLength(alias) > LIMITS.alias.max) return { refused: CODES.MAX_TEXT };
    // A second spelling of the same name ("ENSIT", "Ensit") finds nothing more: refused, not kept twice.
    const key = foldForMatching(alias);
    if (seen[key]) return { refused: CODES.INVALID_VALUE };
    seen[key] = true;
    aliases.push(alias);
  }
  return { aliases };
}

/**
 * Request hook of institution creates and updates.
 * @param {core.RecordRequestEvent} e
 */
function onWriteRequest(e) {
  const checked = cleanAliases(e.record.getString("aliases"));
  if ("refused" in checked) refuse(e, { aliases: checked.refused });
  else e.record.set("aliases", checked.aliases);
  return e.next();
}

module.exports = { cleanAliases, onWriteRequest };
