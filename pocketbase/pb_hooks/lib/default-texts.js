// The interface texts of the default language (lang/<language>.json), read and parsed once per server start and
// shared by every JS runtime (app store): record pages use a few of them on every view. The file changes only
// with a deploy, which restarts the server.
const { DEFAULT_LANGUAGE } = require(`${__hooks}/../../contract/languages.js`);

const STORE_KEY = "rayek.default-texts";

/**
 * @param {CoreApp} app
 * @returns {Record<string, string>}
 */
function defaultTexts(app) {
  const store = app.store();
  let texts = store.get(STORE_KEY);
  if (!texts) {
    texts = JSON.parse(toString($os.readFile(`${__hooks}/../../lang/${DEFAULT_LANGUAGE}.json`)));
    store.set(STORE_KEY, texts);
  }
  return texts;
}

module.exports = { defaultTexts };
