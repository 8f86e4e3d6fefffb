// A record's index terms: the strings it is found under, the same on the device (an inverted index held in
// memory, index.js) and on the server (a table of (term, seq) rows with a B-tree index, written on each save).
// A term is `<type><group>:<text>`:
// - type `w`: a word as folded, or a form of it (without article, particle or Arabic clitics; a name's words
//   joined: "Ben Ali" is also "benali"), `k`: a word's sound key (transliterate.js), `a`: an alias word, a
//   whole alias or an acronym made of initials, `d`: a word (or form) or it with one letter dropped, then "|"
//   and the word (`d1:drot|droit`): one-typo matching by symmetric deletion, verified against the word;
// - group `1`: the record's own texts (a name, a program's title), `2`: texts that only narrow a search (an
//   instructor's department and institution, an institution's governorate, a program's institution). A
//   record is found only when at least one query word matches a group-1 term.
const { GOVERNORATES_AR } = require("../../contract/governorate-names.js");
const { textWords } = require("../../contract/search-engine/fold.js");
const { STOPWORDS, soundKey, nameForms, textForms } = require("../../contract/search-engine/transliterate.js");
const { TYPO_WORD_MAX, deletions } = require("../../contract/search-engine/typo.js");

/** Kinds of records the engine searches. */
const SEARCH_KINDS = ["institution", "program", "instructor"];
/** A word of this many letters or more in a record can be found with one typo (queries: TYPO_QUERY_MIN). */
const TYPO_WORD_MIN = 4;
/** Name particles and articles that a name's three-word join may have in its middle ("Nour El Houda"). */
const JOINERS = new Set(["el", "al", "ben", "bel", "bou", "abd", "ould", "ال", "بن", "بو", "عبد", "ابن", "ابو"]);

/** @param {string} w */
function isNumber(w) {
  for (let i = 0; i < w.length; i++) if (w.charCodeAt(i) > 0x39) return false;
  return true;
}

/**
 * The initials of a name's words, connectives left out ("École Nationale Supérieure d'Ingénieurs de Tunis"
 * → ensit), and again with el/al kept ("… d'El Manar" → …m and …em). Latin words only.
 * @param {{ text: string, ar: boolean }[]} words
 */
function acronyms(words) {
  let strict = "";
  let withArticles = "";
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w.ar || isNumber(w.text)) continue;
    if (!STOPWORDS.has(w.text)) strict += w.text[0];
    if (!STOPWORDS.has(w.text) || w.text === "el" || w.text === "al") withArticles += w.text[0];
  }
  return [strict, withArticles].filter((a, k, all) => a.length >= 2 && all.indexOf(a) === k);
}

/** @param {unknown} value an array of strings, or its JSON text (a PocketBase json field) */
function aliasList(value) {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      list = [list];
    }
  }
  return Array.isArray(list) ? list.filter((a) => typeof a === "string") : [];
}

/**
 * `make()`, or what it gave for the same `space` and `id` earlier in this cache. Records share most of their
 * words and texts (first and family names, an institution's name on each of its instructors): an index build
 * computes their terms once, and gets the same list object back each time (index.js maps each list to term ids
 * once).
 * @param {Map<string, Map<string, string[]>> | undefined} cache
 * @param {string} space what kind of text `id` is (a constant)
 * @param {string} id the text
 * @param {() => string[]} make
 */
function cached(cache, space, id, make) {
  if (!cache) return make();
  let texts = cache.get(space);
  if (texts === undefined) {
    texts = new Map();
    cache.set(space, texts);
  }
  let value = texts.get(id);
  if (value === undefined) {
    value = make();
    texts.set(id, value);
  }
  return value;
}

/**
 * The cache's space for a word's terms (they depend on its group, rules and script), as a constant string.
 * @param {string} group
 * @param {"name" | "text"} rules
 * @param {boolean} ar
 */
function wordSpace(group, rules, ar) {
  if (group === "1") return rules === "name" ? (ar ? "1na" : "1nl") : ar ? "1ta" : "1tl";
  return rules === "name" ? (ar ? "2na" : "2nl") : ar ? "2ta" : "2tl";
}

/**
 * A word's terms: it and its forms as `w` terms; in group 1 their sound keys and typo terms too (the form and
 * each of its one-letter deletions, then "|" and the form: الإنجليزية is also انجليزية, one typo from انقليزية). Texts that only narrow a search
 * (group 2) match as written or begun, not by sound or with a typo: "tounsi" must not find every instructor
 * of a Tunis institution, nor "hammami" every one of Hammam Sousse.
 * @param {string} group
 * @param {{ text: string, ar: boolean }} w
 * @param {"name" | "text"} rules
 */
function wordTerms(group, w, rules) {
  /** @type {string[]} */
  const out = [];
  const forms = [w.text].concat(rules === "name" ? nameForms(w.text, w.ar) : textForms(w.text, w.ar));
  for (let k = 0; k < forms.length; k++) {
    if (k > 0 && STOPWORDS.has(forms[k])) continue;
    out.push(`w${group}:${forms[k]}`);
    if (group !== "1") continue;
    const key = soundKey(forms[k], w.ar);
    if (key !== "") out.push(`k${group}:${key}`);
    typoTerms(out, group, forms[k]);
  }
  return out;
}

/**
 * @param {string[]} out
 * @param {string} group
 * @param {string} word
 */
function typoTerms(out, group, word) {
  if (word.length < TYPO_WORD_MIN || word.length > TYPO_WORD_MAX || isNumber(word)) return;
  const variants = deletions(word);
  for (let k = 0; k < variants.length; k++) out.push(`d${group}:${variants[k]}|${word}`);
}

/**
 * Joined words as one `w` term with its sound key (`starts`: where each word begins in it).
 * @param {string} group
 * @param {string[]} parts
 * @param {boolean} ar
 */
function joinedTerms(group, parts, ar) {
  const starts = [];
  let text = "";
  for (let k = 0; k < parts.length; k++) {
    starts.push(text.length);
    text += parts[k];
  }
  const key = soundKey(text, ar, starts);
  return key === "" ? [`w${group}:${text}`] : [`w${group}:${text}`, `k${group}:${key}`];
}

/**
 * The terms of one text, as lists: each word's (connectives left out: wordTerms), and for a person's name its
 * adjacent words joined ("Ben Ali" → benali, "Nour El Houda" → nourel, elhouda, nourelhouda), as people write
 * them either way.
 * @param {string[][]} out lists are added here
 * @param {string} group
 * @param {{ text: string, ar: boolean }[]} words
 * @param {"name" | "text"} rules a person's name, or an institution's or program's text
 * @param {Map<string, Map<string, string[]>>} [cache]
 */
function textTerms(out, group, words, rules, cache) {
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (STOPWORDS.has(w.text)) continue;
    out.push(cached(cache, wordSpace(group, rules, w.ar), w.text, () => wordTerms(group, w, rules)));
  }
  if (rules !== "name") return;
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i];
    const b = words[i + 1];
    if (a.ar !== b.ar) continue;
    out.push(cached(cache, "join", `${group}|${a.text}|${b.text}`, () => joinedTerms(group, [a.text, b.text], a.ar)));
    const c = words[i + 2];
    if (c && c.ar === a.ar && JOINERS.has(b.text)) {
      out.push(
        cached(cache, "join", `${group}|${a.text}|${b.text}|${c.text}`, () =>
          joinedTerms(group, [a.text, b.text, c.text], a.ar),
        ),
      );
    }
  }
}

/**
 * The terms of an institution's names in one group: its name and Arabic name, its aliases (each word, and
 * the whole alias written as one word: "Sup'Com" → supcom), the acronyms of its name.
 * @param {string} group
 * @param {unknown} name
 * @param {unknown} nameAr
 * @param {unknown[]} aliases
 */
function institutionTerms(group, name, nameAr, aliases) {
  /** @type {string[][]} */
  const lists = [];
  const words = textWords(name);
  textTerms(lists, group, words, "text");
  textTerms(lists, group, textWords(nameAr), "text");
  const out = flat(lists);
  for (let i = 0; i < aliases.length; i++) {
    const aliasWords = textWords(aliases[i]);
    let whole = "";
    for (let k = 0; k < aliasWords.length; k++) {
      whole += aliasWords[k].text;
      if (STOPWORDS.has(aliasWords[k].text)) continue;
      out.push(`a${group}:${aliasWords[k].text}`);
      if (group === "1") typoTerms(out, group, aliasWords[k].text);
    }
    if (whole !== "") out.push(`a${group}:${whole}`);
  }
  const initials = acronyms(words);
  for (let k = 0; k < initials.length; k++) out.push(`a${group}:${initials[k]}`);
  return out;
}

/** @param {string[][]} lists */
function flat(lists) {
  /** @type {string[]} */
  const out = [];
  for (let i = 0; i < lists.length; i++) for (let k = 0; k < lists[i].length; k++) out.push(lists[i][k]);
  return out;
}

/** @param {unknown} value */
function asText(value) {
  return typeof value === "string" ? value : value == null ? "" : String(value);
}

/**
 * A record's terms as lists, which may repeat a term (recordTerms gives each once). With a cache, lists of
 * texts and words seen before are the very lists given then.
 * @param {"institution" | "program" | "instructor"} kind
 * @param {Record<string, unknown>} record
 * @param {Map<string, Map<string, string[]>>} [cache] shared by the records of one index build
 * @returns {string[][]}
 */
function recordTermLists(kind, record, cache) {
  const r = record;
  /** @type {string[][]} */
  const lists = [];
  if (kind === "institution") {
    lists.push(institutionTerms("1", r.name, r.name_ar, aliasList(r.aliases)));
    const governorate = asText(r.governorate);
    textTerms(lists, "2", textWords(governorate), "text", cache);
    if (Object.prototype.hasOwnProperty.call(GOVERNORATES_AR, governorate)) {
      textTerms(
        lists,
        "2",
        textWords(/** @type {Record<string, string>} */ (GOVERNORATES_AR)[governorate]),
        "text",
        cache,
      );
    }
    return lists;
  }
  if (kind === "program") {
    for (const field of [
      "discipline_major",
      "specialization_pathway",
      "discipline_major_ar",
      "specialization_pathway_ar",
    ]) {
      const text = asText(r[field]);
      lists.push(
        cached(cache, "program", text, () => {
          /** @type {string[][]} */
          const own = [];
          textTerms(own, "1", textWords(text), "text");
          return flat(own);
        }),
      );
    }
    const degree = asText(r.degree);
    lists.push(
      cached(cache, "degree", degree, () => {
        /** @type {string[][]} */
        const own = [];
        textTerms(own, "2", textWords(degree), "text");
        return flat(own);
      }),
    );
    const discipline = asText(r.discipline_major);
    lists.push(
      cached(cache, "acronym", discipline, () => {
        const initials = acronyms(textWords(discipline));
        return initials.length > 0 && initials[0].length >= 3 ? [`a1:${initials[0]}`] : [];
      }),
    );
  } else {
    textTerms(lists, "1", textWords(r.name), "name", cache);
    const department = asText(r.department);
    lists.push(
      cached(cache, "department", department, () => {
        /** @type {string[][]} */
        const own = [];
        textTerms(own, "2", textWords(department), "text");
        return flat(own);
      }),
    );
  }
  const aliases = aliasList(r.institution_aliases);
  const id = `${asText(r.institution_name)}\n${asText(r.institution_name_ar)}\n${aliases.join("\n")}`;
  lists.push(
    cached(cache, "institution", id, () => institutionTerms("2", r.institution_name, r.institution_name_ar, aliases)),
  );
  return lists;
}

/**
 * The terms a record is found under, each once, in no particular order: what the server writes into its
 * (term, seq) table on each save. What is searched, per kind:
 * - institution: name, name_ar, aliases and the name's acronyms; governorate (Latin and Arabic) narrows;
 * - program: discipline_major, specialization_pathway and their Arabic names, the discipline's acronym
 *   ("Technologies de l'Information et de la Communication" → tic); its degree ("licence informatique") and
 *   its institution's name (French, Arabic, acronyms, aliases) narrow: "informatique sfax";
 * - instructor: name (as a person's name: particles, articles, joined words); department and institution
 *   (names, acronyms, aliases) narrow: "trabelsi enit".
 * @param {"institution" | "program" | "instructor"} kind
 * @param {Record<string, unknown>} record
 */
function recordTerms(kind, record) {
  const lists = recordTermLists(kind, record);
  /** @type {Set<string>} */
  const set = new Set();
  for (let p = 0; p < lists.length; p++) for (let k = 0; k < lists[p].length; k++) set.add(lists[p][k]);
  return Array.from(set);
}

module.exports = { SEARCH_KINDS, TYPO_WORD_MIN, recordTermLists, recordTerms };
