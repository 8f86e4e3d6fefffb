// The interface texts of a language (lang/<language>.json), read and parsed once per server start and shared by
// every JS runtime (app store): record pages use a few of them on every view (the default language's for the
// served reviews and breadcrumbs, the page's own for its head). The files change only with a deploy, which
// restarts the server.
const { DEFAULT_LANGUAGE, LANGUAGES } = require(`${__hooks}/../../contract/languages.js`);

const STORE_KEY = "rayek.texts.";

/**
 * @param {CoreApp} app
 * @param {string} language one of LANGUAGES (anything else: the default language's)
 * @returns {Record<string, string>}
 */
function languageTexts(app, language) {
  const name = /** @type {readonly string[]} */ (LANGUAGES).indexOf(language) >= 0 ? language : DEFAULT_LANGUAGE;
  const store = app.store();
  let texts = store.get(STORE_KEY + name);
  if (!texts) {
    texts = JSON.parse(toString($os.readFile(`${__hooks}/../../lang/${name}.json`)));
    store.set(STORE_KEY + name, texts);
  }
  return texts;
}

/**
 * The default language's texts.
 * @param {CoreApp} app
 * @returns {Record<string, string>}
 */
const defaultTexts = (app) => languageTexts(app, DEFAULT_LANGUAGE);

module.exports = { defaultTexts, languageTexts };
