// The parameters of the search routes (instructors, programs), read strictly and refused with field codes
// before any work that grows with them (folding, the index, a cache key). The bounds are the contract's
// (contract/search.js), so the app's offline search refuses the same texts by finding nothing.
const { SEARCH_TEXT_MAX, SEARCH_PAGE_MAX, isSearchableQuery } = require(`${__hooks}/../../contract/search.js`);
const { rawTextTooLong } = require(`${__hooks}/../../contract/limits.js`);
const { foldSearchText } = require(`${__hooks}/lib/search-text.js`);
const { paging } = require(`${__hooks}/lib/request-params.js`);
const { refuser } = require(`${__hooks}/lib/errors.js`);
const { ERROR_CODES } = require(`${__hooks}/../../contract/error-codes.js`);

const MESSAGES = {
  [ERROR_CODES.SEARCH_TOO_SHORT]: {
    ar: "اكتب 3 حروف على الأقل.",
    fr: "Saisissez au moins 3 caractères.",
    en: "Search text must have at least 3 characters.",
  },
  [ERROR_CODES.MAX_TEXT]: {
    ar: "النص طويل برشا (100 حرف أقصى حاجة).",
    fr: "Le texte est trop long (100 caractères au plus).",
    en: "Search text must have at most 100 characters.",
  },
  [ERROR_CODES.INVALID_VALUE]: {
    ar: "القيمة هذي موش مقبولة.",
    fr: "Cette valeur n'est pas acceptée.",
    en: "This value is not accepted.",
  },
};

const refuse = refuser(MESSAGES);

/**
 * `{text, institution, page, perPage}` of a search request: `text` folded (lib/search-text.js), `institution`
 * a record id or "". Pages are read by skipping the earlier matches, so they stop at SEARCH_PAGE_MAX.
 * @param {core.RequestEvent} e
 */
function readSearch(e) {
  const query = e.request.url.query();
  const raw = query.get("q");
  // Bound on the text as received, checked before anything reads it (folding only removes characters): without
  // it, the cost of a search grew faster than its length (docs/security.md, denial of service).
  if (rawTextTooLong(raw, SEARCH_TEXT_MAX)) refuse(e, { q: ERROR_CODES.MAX_TEXT });
  const institution = query.get("institution");
  if (institution && !/^[a-z0-9]{15}$/.test(institution)) refuse(e, { institution: ERROR_CODES.INVALID_VALUE });
  const paged = paging(e, 20, SEARCH_PAGE_MAX);
  if (paged.refused) refuse(e, { [paged.refused]: ERROR_CODES.INVALID_VALUE });

  const text = foldSearchText(raw);
  if (!isSearchableQuery(text)) {
    refuse(e, { q: [...text].length > SEARCH_TEXT_MAX ? ERROR_CODES.MAX_TEXT : ERROR_CODES.SEARCH_TOO_SHORT });
  }
  return { text, institution: institution || "", page: paged.page, perPage: paged.perPage };
}

module.exports = { readSearch };
