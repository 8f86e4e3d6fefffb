// The interface languages, in the order the app offers them. Arabic (Tunisian) is the default and is written
// right to left. The server words its refusal messages in the same three (pb_hooks/lib/errors.js), and writes
// each account's e-mails in the one its `users.language` holds (pb_hooks/lib/mail-texts.js).

const LANGUAGES = ["ar", "fr", "en"];
const DEFAULT_LANGUAGE = "ar";
const DIRECTIONS = { ar: "rtl", fr: "ltr", en: "ltr" };

module.exports = { LANGUAGES, DEFAULT_LANGUAGE, DIRECTIONS };
