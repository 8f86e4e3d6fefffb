// How a word sounds, in one alphabet both scripts share, so that a Latin query finds an Arabic name and the
// reverse, and the spellings of one Tunisian name meet: Mohamed, Mohammed, Mhamed and محمد are all "mhmd";
// Jebali, Jbali and جبالي "jbl" (الجبالي is found without its article too). The key keeps consonants only, each sound one letter (ch/sh/ش → c,
// kh/خ → x, gh/غ → g, th/ث/ط/t → t, dh/ذ/ض/ظ/d → d, k/q/g/ق/ك → k (Tunisians write ق as g: Gafsa, Gabès),
// s/ص → s, h/ح/ه → h), drops every vowel and the letters that are sometimes a vowel and sometimes not on
// either side (a e i o u y w, ا و ي ى ع ء: "Mourad" has an "ou" where مراد has no و, "Youssef" one where
// يوسف has), writes a doubled letter once, and drops a final h (ة, "Salah"/صالح, "Fatma"/فاطمة). The article's
// l is dropped before a "sun" letter, as it is pronounced and often written (الرحمان, "Abderrahmen"). A word
// that starts with a vowel sound keeps one "a" for it: Sami (sm) is not Oussama (asm).
// Also here: which words are articles, particles and connectives, and the forms a word is also found under
// (without its article, particle or Arabic clitics: "Benali" under "ali", بسوسة under سوسة).

/** Connectives and articles: no acronym letter, and optional in a query that has other words. */
const STOPWORDS = new Set([
  "de",
  "des",
  "du",
  "d",
  "la",
  "le",
  "les",
  "l",
  "et",
  "en",
  "aux",
  "au",
  "a",
  "pour",
  "sur",
  "par",
  "el",
  "al",
  "the",
  "of",
  "and",
  "for",
  "in",
  "ال",
  "في",
  "من",
  "و",
  "على",
  "عن",
]);

/** Name particles ("Ben Ali", "Bouazizi", "Abdelkader"): a name joined with one is also found without it. */
const LATIN_PARTICLES = ["abd", "ben", "bel", "bou", "abou", "abu", "ibn", "ould"];
const ARABIC_PARTICLES = ["عبد", "ابو", "ابن", "بن", "بو"];
/** Second halves of compound names written as one word: "Noureddine" is also "nour" and "eddine". */
const LATIN_SECOND_PARTS = ["eddine", "eddin", "edine", "allah", "ellah"];
/**
 * Arabic clitics of common words (و, ف, ب, ل, ال and their stacks): بسوسة, والعلوم, للمهندسين, بالمنستير. What
 * follows an article is a noun of 2+ letters (للطب → طب); what follows a lone letter has 3+ (بنزرت is no ب + نزرت
 * worth finding, but a stray form costs nothing).
 */
const ARABIC_CLITICS = ["وبال", "وال", "بال", "فال", "لل", "ال", "و", "ف", "ب", "ل"];
/**
 * Abbreviations written on staff lists for a whole name.
 * @type {Record<string, string>}
 */
const ABBREVIATIONS = { med: "mohamed", mohd: "mohamed", mhd: "mohamed" };

/**
 * The sound of each Arabic letter (after contract/matching.js: أ إ آ are ا, ة is ه, ى is ي); absent: a vowel.
 * @type {Record<string, string>}
 */
const ARABIC_SOUNDS = {
  ب: "b",
  پ: "b",
  ت: "t",
  ط: "t",
  ث: "t",
  د: "d",
  ض: "d",
  ذ: "d",
  ظ: "d",
  ج: "j",
  ح: "h",
  ه: "h",
  ة: "h",
  خ: "x",
  غ: "g",
  ر: "r",
  ز: "z",
  س: "s",
  ص: "s",
  ش: "c",
  ف: "f",
  ڤ: "k",
  ق: "k",
  ك: "k",
  گ: "k",
  ک: "k",
  ل: "l",
  م: "m",
  ن: "n",
};
const ARABIC_SUN = "تثدذرزسشصضطظلن";
/** Letters that begin a word with a vowel sound, on each side (Imen/إيمان, Oussama/أسامة, Ayari/عياري, Walid/وليد). */
const ARABIC_INITIAL_VOWELS = "اأإآعويءئؤ";
const LATIN_INITIAL_VOWELS = "aeiouyw23";
/**
 * Single Latin letters; digraphs are read first (latinSound). Arabizi digits: 7 ح, 5 خ, 9 ق, 8 غ; absent: a vowel.
 * @type {Record<string, string>}
 */
const LATIN_SOUNDS = {
  b: "b",
  p: "b",
  t: "t",
  d: "d",
  j: "j",
  h: "h",
  r: "r",
  z: "z",
  s: "s",
  f: "f",
  v: "f",
  k: "k",
  q: "k",
  g: "k",
  l: "l",
  m: "m",
  n: "n",
  7: "h",
  5: "x",
  9: "k",
  8: "g",
};
/** @type {Record<string, string>} */
const LATIN_DIGRAPHS = { ch: "c", sh: "c", kh: "x", gh: "g", th: "t", dh: "d", ph: "f", dj: "j", ck: "k" };
const LATIN_SUN = "tdrzsnlc";

/**
 * The sound of the Latin letters at i: [key letter or "", letters read].
 * @param {string} s
 * @param {number} i
 * @returns {[string, number]}
 */
function latinSound(s, i) {
  const two = LATIN_DIGRAPHS[s.slice(i, i + 2)];
  if (two !== undefined) return [two, 2];
  const ch = s[i];
  if (ch === "c") {
    const next = s[i + 1];
    return [next === "e" || next === "i" || next === "y" ? "s" : "k", 1];
  }
  if (ch === "x") return ["ks", 1];
  const one = LATIN_SOUNDS[ch];
  return [one === undefined ? "" : one, 1];
}

/**
 * Where an article may stand in a word: its start and the start of each joined word, and after a leading
 * "abd"/"عبد" ("Abdelrahman", عبدالرحمان).
 * @param {string} s
 * @param {number[]} starts
 */
function articleStarts(s, starts) {
  const out = starts.slice();
  for (let k = 0; k < starts.length; k++) {
    const p = starts[k];
    if (s.slice(p, p + 3) === "abd" || s.slice(p, p + 3) === "عبد") out.push(p + 3);
  }
  return out;
}

/**
 * The sound key of a word, or of words joined (`starts`: where each joined word begins).
 * @param {string} s a folded word, or joined words
 * @param {boolean} ar whether it is Arabic script
 * @param {number[]} [starts]
 */
function soundKey(s, ar, starts) {
  const at = articleStarts(s, starts || [0]);
  // A word that begins with a vowel keeps a mark of it ("a"), so Sami and Oussama, Leila and Ali differ.
  let key = (ar ? ARABIC_INITIAL_VOWELS : LATIN_INITIAL_VOWELS).indexOf(s[0]) !== -1 ? "a" : "";
  let adjacent = false;
  let i = 0;
  while (i < s.length) {
    if (at.indexOf(i) !== -1 && isSunArticle(s, i, ar)) {
      i += 2;
      continue;
    }
    /** @type {string} */
    let sound;
    let read = 1;
    if (ar) {
      const one = ARABIC_SOUNDS[s[i]];
      sound = one === undefined ? "" : one;
    } else {
      const pair = latinSound(s, i);
      sound = pair[0];
      read = pair[1];
    }
    // A sound written twice in a row is heard once ("Hammami", "Abderrahmen"); with a vowel between it is
    // heard twice (Sousse/سوسة "ss", Medenine/مدنين "mdnn").
    for (let k = 0; k < sound.length; k++) if (!(adjacent && key[key.length - 1] === sound[k])) key += sound[k];
    adjacent = sound !== "";
    i += read;
  }
  if (key.length > 1 && key[key.length - 1] === "h") key = key.slice(0, -1);
  return key === "a" ? "" : key;
}

/**
 * Whether an article (al, el, ال) starts at i and is followed by a sun letter, whose l is not heard.
 * @param {string} s
 * @param {number} i
 * @param {boolean} ar
 */
function isSunArticle(s, i, ar) {
  if (ar) return s[i] === "ا" && s[i + 1] === "ل" && i + 2 < s.length && ARABIC_SUN.indexOf(s[i + 2]) !== -1;
  if ((s[i] !== "a" && s[i] !== "e") || s[i + 1] !== "l" || i + 2 >= s.length) return false;
  const next = latinSound(s, i + 2)[0];
  return next !== "" && LATIN_SUN.indexOf(next[0]) !== -1;
}

/**
 * The word without a leading article: el/al (Latin, then 3+ letters), an assimilated one ("Ettounsi",
 * "Essid", "Ezzeddine": e + doubled sun letter), ال (Arabic, then 2+ letters). "" when it has none.
 * @param {string} w
 * @param {boolean} ar
 */
function withoutArticle(w, ar) {
  if (ar) return w.length >= 4 && w[0] === "ا" && w[1] === "ل" ? w.slice(2) : "";
  if (w.length >= 5 && (w[0] === "e" || w[0] === "a") && w[1] === "l") return w.slice(2);
  if (w.length >= 5 && w[0] === "e" && w[1] === w[2] && LATIN_SUN.indexOf(w[1]) !== -1 && w[1] !== "l")
    return w.slice(2);
  return "";
}

/**
 * Forms a person's name word is also found under: without its article; split after a leading particle
 * ("benali" → ben, ali; "bouazizi" → bou, azizi; "abderrahmen" → abd, errahmen, rahmen; عبدالله → عبد, الله,
 * له) or before a compound's second half ("noureddine" → nour, eddine); an abbreviation's whole word ("med" →
 * mohamed). Each form is a new string; the word itself is not included.
 * @param {string} w
 * @param {boolean} ar
 */
function nameForms(w, ar) {
  /** @type {string[]} */
  const out = [];
  const add = (/** @type {string} */ form) => {
    if (form !== "" && form !== w && out.indexOf(form) === -1) out.push(form);
  };
  if (!ar && ABBREVIATIONS[w] !== undefined) add(ABBREVIATIONS[w]);
  const bare = withoutArticle(w, ar);
  add(bare);
  const particles = ar ? ARABIC_PARTICLES : LATIN_PARTICLES;
  for (let k = 0; k < particles.length; k++) {
    const p = particles[k];
    if (w.length >= p.length + 3 && w.slice(0, p.length) === p) {
      const rest = w.slice(p.length);
      add(p);
      add(rest);
      add(withoutArticle(rest, ar));
      break;
    }
  }
  if (!ar) {
    for (let k = 0; k < LATIN_SECOND_PARTS.length; k++) {
      const tail = LATIN_SECOND_PARTS[k];
      if (w.length >= tail.length + 3 && w.slice(-tail.length) === tail) {
        add(w.slice(0, -tail.length));
        add(tail);
        break;
      }
    }
  }
  return out;
}

/**
 * Forms a word of an institution's or program's text is also found under: without its article, and for
 * Arabic without each stack of clitics that leaves 3+ letters (والعلوم → العلوم, علوم; للغات → غات, لغات).
 * @param {string} w
 * @param {boolean} ar
 */
function textForms(w, ar) {
  /** @type {string[]} */
  const out = [];
  const add = (/** @type {string} */ form) => {
    if (form !== "" && form !== w && out.indexOf(form) === -1) out.push(form);
  };
  add(withoutArticle(w, ar));
  if (ar) {
    for (let k = 0; k < ARABIC_CLITICS.length; k++) {
      const c = ARABIC_CLITICS[k];
      if (w.length >= c.length + (c.length > 1 ? 2 : 3) && w.slice(0, c.length) === c) add(w.slice(c.length));
    }
  }
  return out;
}

module.exports = { STOPWORDS, ABBREVIATIONS, soundKey, withoutArticle, nameForms, textForms };
