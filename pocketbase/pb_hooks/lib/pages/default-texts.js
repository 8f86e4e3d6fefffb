// The interface texts of a language (lang/<language>.json), read and parsed once per JavaScript runtime and kept
// by this module (each of PocketBase's pooled runtimes keeps its own copy of a required module): record pages use
// a few of them on every view (the default language's for the served reviews and breadcrumbs, the page's own for
// its head). Not in the app store: a value read from there is converted from Go to JavaScript on every read, the
// whole file each time. The files change only with a deploy, which restarts the server.
const { DEFAULT_LANGUAGE, LANGUAGES } = require(`${__hooks}/../../contract/languages.js`);

/** @type {Record<string, Record<string, string>>} */
const parsed = {};

/**
 * @param {CoreApp} _app
 * @param {string} language one of LANGUAGES (anything else: the default language's)
 * @returns {Record<string, string>}
 */
function languageTexts(_app, language) {
  const name = /** @type {readonly string[]} */ (LANGUAGES).indexOf(language) >= 0 ? language : DEFAULT_LANGUAGE;
  if (!parsed[name]) parsed[name] = JSON.parse(toString($os.readFile(`${__hooks}/../../lang/${name}.json`)));
  return parsed[name];
}

/**
 * The default language's texts.
 * @param {CoreApp} app
 * @returns {Record<string, string>}
 */
const defaultTexts = (app) => languageTexts(app, DEFAULT_LANGUAGE);

module.exports = { defaultTexts, languageTexts };
