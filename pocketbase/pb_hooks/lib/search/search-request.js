// The parameters of the search routes (institutions, programs, instructors, all three at once), read strictly and
// refused with field codes before any work that grows with them (folding, the index, a cache key). The text's
// bounds are the search engine's (contract/search-engine/fold.js readQuery: its length as received, its words,
// its folded length), so the app's offline search, which runs the same engine, finds nothing for the same texts.
// A search starts from the first letter or digit typed.
const { SEARCH_PAGE_MAX } = require(`${__hooks}/../../contract/search.js`);
const { RECORD_ID_PATTERN } = require(`${__hooks}/../../contract/record-id.js`);
const { readQuery } = require(`${__hooks}/../../contract/search-engine/fold.js`);
const { foldSearchText } = require(`${__hooks}/../../contract/search-engine/fold.js`);
const { paging, wholeNumber } = require(`${__hooks}/lib/http/request-params.js`);
const { refuser } = require(`${__hooks}/lib/http/refusals.js`);
const { ERROR_CODES } = require(`${__hooks}/../../contract/error-codes.js`);
const { GOVERNORATES } = require(`${__hooks}/../../contract/institutions.js`);

const MESSAGES = {
  [ERROR_CODES.SEARCH_TOO_SHORT]: {
    ar: "اكتب حرف ولا رقم على الأقل.",
    fr: "Saisissez au moins une lettre ou un chiffre.",
    en: "Search text must have at least one letter or digit.",
  },
  [ERROR_CODES.MAX_TEXT]: {
    ar: "النص طويل برشا (100 حرف و16 كلمة أقصى حاجة).",
    fr: "Le texte est trop long (100 caractères et 16 mots au plus).",
    en: "Search text must have at most 100 characters and 16 words.",
  },
  [ERROR_CODES.INVALID_VALUE]: {
    ar: "القيمة هذي موش مقبولة.",
    fr: "Cette valeur n'est pas acceptée.",
    en: "This value is not accepted.",
  },
};

const refuse = refuser(MESSAGES);

/** Results per kind of the unified search: default and most. */
const PER_KIND_DEFAULT = 5;
const PER_KIND_MAX = 10;

/**
 * The query text, refused unless the engine searches it; answers it folded (the cache key: the plan is a
 * function of the folded text) and as received (what the engine reads).
 * @param {core.RequestEvent} e
 */
function readText(e) {
  const raw = String(e.request.url.query().get("q"));
  const read = readQuery(raw);
  if ("refused" in read)
    refuse(e, { q: read.refused === "empty" ? ERROR_CODES.SEARCH_TOO_SHORT : ERROR_CODES.MAX_TEXT });
  return { raw, folded: foldSearchText(raw) };
}

/**
 * `{raw, folded, filter, page, perPage}` of a per-kind search request: `filter` is the `institution` record id
 * (programs, instructors) or the `governorate` (institutions), or "". Pages are read by skipping the earlier
 * matches, so they stop at SEARCH_PAGE_MAX.
 * @param {core.RequestEvent} e
 * @param {"institution" | "program" | "instructor"} kind
 */
function readSearch(e, kind) {
  const query = e.request.url.query();
  /** @type {string} */
  let filter = "";
  if (kind === "institution") {
    filter = String(query.get("governorate"));
    if (filter && /** @type {readonly string[]} */ (GOVERNORATES).indexOf(filter) === -1)
      refuse(e, { governorate: ERROR_CODES.INVALID_VALUE });
  } else {
    filter = String(query.get("institution"));
    if (filter && !RECORD_ID_PATTERN.test(filter)) refuse(e, { institution: ERROR_CODES.INVALID_VALUE });
  }
  const paged = paging(e, 20, SEARCH_PAGE_MAX);
  if (paged.refused) refuse(e, { [paged.refused]: ERROR_CODES.INVALID_VALUE });
  const text = readText(e);
  return { ...text, filter, page: paged.page, perPage: paged.perPage };
}

/**
 * `{raw, folded, perKind}` of a unified search request.
 * @param {core.RequestEvent} e
 */
function readUnifiedSearch(e) {
  const perKind = wholeNumber(e, "perKind", PER_KIND_DEFAULT, PER_KIND_MAX);
  if (perKind === null) refuse(e, { perKind: ERROR_CODES.INVALID_VALUE });
  return { ...readText(e), perKind: /** @type {number} */ (perKind) };
}

module.exports = { readSearch, readUnifiedSearch, PER_KIND_DEFAULT, PER_KIND_MAX };
