// What the server prints where no Intl exists (PocketBase's JavaScript engine) as the app prints it with Intl and
// react-intl in the locales of src/lib/i18n/messages.ts (INTL_LOCALES): a score out of 5 and a count in each
// interface language, the plural form a count takes, and the part of ICU MessageFormat a page's head needs. For
// a record page's head and its preview image (pb_hooks/lib/pages/record-head.js, scripts/build/preview-images-plugin.ts);
// tests/unit/figures.test.ts and message-format.test.ts prove both sides print the same.

/** Each language's decimal and thousands separators, as Intl writes them in that language's locale. */
const SEPARATORS = {
  ar: { decimal: ",", group: "." },
  fr: { decimal: ",", group: "\u202f" },
  en: { decimal: ".", group: "," },
};

/**
 * A score in tenths, rounded as Intl rounds one decimal: half away from zero on the number's shortest decimal
 * form (4.35 → 44, where toFixed gives 4.3); 0 for no score (no ratings yet).
 * @param {number} value
 * @returns {number}
 */
function scoreTenths(value) {
  const n = Number(value);
  if (!(n > 0)) return 0;
  return Math.round(Number((n * 10).toPrecision(12)));
}

/**
 * A score with exactly one decimal in `language` ("4,3"), or "" for no score.
 * @param {string} language
 * @param {number} value
 */
function formatScore(language, value) {
  const tenths = scoreTenths(value);
  if (tenths === 0) return "";
  const sep = /** @type {Record<string, { decimal: string }>} */ (SEPARATORS)[language] || SEPARATORS.en;
  return `${Math.floor(tenths / 10)}${sep.decimal}${tenths % 10}`;
}

/**
 * A whole number with its thousands grouped as `language` groups them ("12.345" in Arabic).
 * @param {string} language
 * @param {number} value
 */
function formatCount(language, value) {
  const sep = /** @type {Record<string, { group: string }>} */ (SEPARATORS)[language] || SEPARATORS.en;
  const digits = String(Math.max(0, Math.floor(Number(value) || 0)));
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += sep.group;
    out += digits[i];
  }
  return out;
}

/**
 * The plural form a whole number takes in `language` (CLDR's rules for whole numbers, as Intl.PluralRules has
 * them): Arabic's six forms, French's one (0 and 1) and many (whole millions), English's one.
 * @param {string} language
 * @param {number} value
 * @returns {"zero" | "one" | "two" | "few" | "many" | "other"}
 */
function pluralCategory(language, value) {
  const n = Math.max(0, Math.floor(Number(value) || 0));
  if (language === "ar") {
    const last = n % 100;
    if (n === 0) return "zero";
    if (n === 1) return "one";
    if (n === 2) return "two";
    if (last >= 3 && last <= 10) return "few";
    if (last >= 11) return "many";
    return "other";
  }
  if (language === "fr") {
    if (n <= 1) return "one";
    return n % 1000000 === 0 ? "many" : "other";
  }
  return n === 1 ? "one" : "other";
}

/*
 * formatMessage: plain arguments, and plural arguments with exact (=N) and plural-form branches and `#` for the
 * count. Anything else (select, offsets, formats) throws: the caller keeps the page as it was. Apostrophes quote
 * as in ICU ('' is one, '{…}' is literal). Linear in the message's length; values are inserted as text, never
 * read as syntax.
 */
/**
 * @param {string} message an ICU message of lang/<language>.json
 * @param {Record<string, string | number>} values
 * @param {string} language
 * @returns {string}
 */
function formatMessage(message, values, language) {
  const text = String(message);
  let i = 0;
  const fail = (/** @type {string} */ why) => {
    throw new Error(`formatMessage: ${why} at ${i}`);
  };
  const skipSpaces = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const word = () => {
    const start = i;
    while (i < text.length && /[\w=]/.test(text[i])) i++;
    if (i === start) fail("a name expected");
    return text.slice(start, i);
  };
  /**
   * Text up to the closing brace of the current branch (or the end), with `#` as `count` inside a plural.
   * @param {boolean} inBranch
   * @param {number | undefined} count
   * @returns {string}
   */
  const sequence = (inBranch, count) => {
    let out = "";
    while (i < text.length) {
      const c = text[i];
      if (c === "}") {
        if (!inBranch) fail("an unopened }");
        return out;
      }
      if (c === "{") {
        i++;
        out += argument();
      } else if (c === "#" && count !== undefined) {
        out += formatCount(language, count);
        i++;
      } else if (c === "'" && text[i + 1] === "'") {
        out += "'";
        i += 2;
      } else if (
        c === "'" &&
        (text[i + 1] === "{" || text[i + 1] === "}" || (text[i + 1] === "#" && count !== undefined))
      ) {
        const end = text.indexOf("'", i + 1);
        if (end < 0) fail("an unclosed quote");
        out += text.slice(i + 1, end);
        i = end + 1;
      } else {
        out += c;
        i++;
      }
    }
    if (inBranch) fail("an unclosed branch");
    return out;
  };
  /** An argument, after its opening brace, up to and past its closing one. */
  const argument = () => {
    skipSpaces();
    const name = word();
    skipSpaces();
    if (!(name in values)) fail(`no value for ${name}`);
    const value = values[name];
    if (text[i] === "}") {
      i++;
      return String(value);
    }
    if (text[i] !== ",") fail("} or , expected");
    i++;
    skipSpaces();
    if (word() !== "plural") fail("only plural arguments");
    skipSpaces();
    if (text[i] !== ",") fail(", expected");
    i++;
    const count = Number(value);
    /** @type {Record<string, string>} */
    const branches = {};
    for (;;) {
      skipSpaces();
      if (text[i] === "}") break;
      const selector = word();
      skipSpaces();
      if (text[i] !== "{") fail("{ expected");
      i++;
      branches[selector] = sequence(true, count);
      i++;
    }
    i++;
    const exact = branches[`=${count}`];
    const chosen = exact !== undefined ? exact : branches[pluralCategory(language, count)];
    if (chosen !== undefined) return chosen;
    if (branches.other === undefined) fail("no other branch");
    return branches.other;
  };
  return sequence(false, undefined);
}

module.exports = { scoreTenths, formatScore, formatCount, pluralCategory, formatMessage };
