// The interface languages, in the order the app offers them. Arabic (Tunisian) is the default and is written
// right to left. The server words its refusal messages in the same three (pb_hooks/lib/http/refusals.js), and writes
// each account's e-mails in the one its `users.language` holds (pb_hooks/lib/mail/mail-texts.js).
//
// A page's address in a language is its path with `?lang=ar|fr|en` (docs/architecture.md): the server serves
// the page's head in that language (pb_hooks/lib/pages/page-language.js), the app opens in it. The bare path is the
// default version (x-default): the server serves Arabic, the app the reader's stored choice.

const LANGUAGES = ["ar", "fr", "en"];
const DEFAULT_LANGUAGE = "ar";
const DIRECTIONS = { ar: "rtl", fr: "ltr", en: "ltr" };
const LANGUAGE_PARAM = "lang";

/**
 * The language an address names: the value of its `lang` parameter when it is one of LANGUAGES, else null (a
 * bare address; anything else counts as bare).
 * @param {string | null | undefined} value
 * @returns {"ar" | "fr" | "en" | null}
 */
function pageLanguage(value) {
  const i = LANGUAGES.indexOf(String(value));
  return i < 0 ? null : /** @type {"ar" | "fr" | "en"} */ (LANGUAGES[i]);
}

module.exports = { LANGUAGES, DEFAULT_LANGUAGE, DIRECTIONS, LANGUAGE_PARAM, pageLanguage };
