// The sitemaps (GET /sitemap.xml and /sitemaps/{kind}-{page}.xml, pb_hooks/78_sitemaps.pb.js): every public
// record's page, so search engines find pages that nothing links to yet.
//
// Public records only: institutions, programs and ACTIVE instructors (a pending, reported or archived
// instructor has no page: 404). Each URL is the page's bare address (the default language's, x-default) with its
// `updated` as lastmod and one alternate per interface language (`?lang=ar|fr|en`, contract/languages.js).
// Absolute addresses from the app URL setting, as the e-mails' links.
//
// Cheap at any size: the index counts each kind (one indexed count), a page is one indexed scan of at most
// PAGE_SIZE rows in id order (migration 1796600500's covering indexes: SQLite reads neither the table nor the
// rows it skips beyond the index), and no record is queried on its own. Each answer is kept in the app store
// for MAX_AGE seconds and sent with `Cache-Control: public` for as long: a record published meanwhile appears a
// few minutes later, which is all a crawler needs.
const { LANGUAGES } = require(`${__hooks}/../../contract/languages.js`);
const { appUrl } = require(`${__hooks}/lib/accounts/account-mails.js`);

/**
 * URLs per sitemap page: at most 50,000 by the protocol; 5,000 keeps a page near 2.7 MB before gzip and its
 * making near a quarter of a second (docs/benchmarks.md "Sitemaps and served record pages").
 */
const PAGE_SIZE = 5000;
/** Seconds an answer is kept (app store) and may be kept by whoever fetched it. */
const MAX_AGE = 600;
const STORE_PREFIX = "rayek.sitemaps.";

/** Each kind's public rows, in the order of its covering index. */
const KINDS = {
  institutions: { count: "SELECT COUNT(*) AS n FROM institutions", page: "SELECT id, updated FROM institutions" },
  programs: { count: "SELECT COUNT(*) AS n FROM programs", page: "SELECT id, updated FROM programs" },
  instructors: {
    count: "SELECT COUNT(*) AS n FROM instructors WHERE status = 'ACTIVE'",
    page: "SELECT id, updated FROM instructors WHERE status = 'ACTIVE'",
  },
};
const KIND_NAMES = ["institutions", "programs", "instructors"];

/** @param {string} s */
const escapeXml = (s) =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * An answer made by `make`, kept for MAX_AGE seconds.
 * @param {CoreApp} app
 * @param {string} key
 * @param {() => string | null} make
 * @returns {string | null}
 */
function kept(app, key, make) {
  const store = app.store();
  const entry = store.get(STORE_PREFIX + key);
  const now = Date.now();
  if (entry && now - entry.at < MAX_AGE * 1000) return entry.body;
  const body = make();
  // No page is kept for an address that has none: made-up page numbers must not fill the store.
  if (body !== null) store.set(STORE_PREFIX + key, { at: now, body });
  return body;
}

/**
 * How many sitemap pages a kind has (at least one, so the index always names each kind).
 * @param {CoreApp} app
 * @param {keyof KINDS} kind
 */
function pageCount(app, kind) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery(KINDS[kind].count).one(row);
  return Math.max(1, Math.ceil(Number(row.n) / PAGE_SIZE));
}

/**
 * Each sitemap page of a kind with the latest `updated` of its records, in page order (none for a kind without
 * records). One pass over the kind's covering index, numbering the rows in the pages' order.
 * @param {CoreApp} app
 * @param {keyof KINDS} kind
 * @returns {{ page: number, lastmod: string }[]}
 */
function pagesOf(app, kind) {
  const rows = arrayOf(new DynamicModel({ page: 0, lastmod: "" }));
  app
    .db()
    .newQuery(
      `SELECT page, MAX(updated) AS lastmod FROM (SELECT (ROW_NUMBER() OVER (ORDER BY id) - 1) / ${PAGE_SIZE} + 1 AS page, ` +
        `updated FROM (${KINDS[kind].page})) GROUP BY page ORDER BY page`,
    )
    .all(rows);
  return rows.map((row) => ({ page: Number(row.page), lastmod: String(row.lastmod) }));
}

/**
 * The sitemap index: every page of every kind, with the latest change of its records (page 1 of a kind without
 * records is named too, without lastmod).
 * @param {CoreApp} app
 * @returns {string}
 */
function sitemapIndex(app) {
  return /** @type {string} */ (
    kept(app, "index", () => {
      const base = escapeXml(appUrl(app));
      const entries = [];
      for (const kind of KIND_NAMES) {
        const pages = pagesOf(app, /** @type {keyof KINDS} */ (kind));
        if (pages.length === 0) entries.push(`<sitemap><loc>${base}/sitemaps/${kind}-1.xml</loc></sitemap>`);
        for (const { page, lastmod } of pages) {
          const when = lastmod.replace(" ", "T");
          entries.push(
            `<sitemap><loc>${base}/sitemaps/${kind}-${page}.xml</loc><lastmod>${escapeXml(when)}</lastmod></sitemap>`,
          );
        }
      }
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        entries.join("") +
        "</sitemapindex>\n"
      );
    })
  );
}

/**
 * One sitemap page (`name` as in its address: "instructors-2.xml"), or null when there is no such page.
 * @param {CoreApp} app
 * @param {string} name
 * @returns {string | null}
 */
function sitemapPage(app, name) {
  const match = /^(institutions|programs|instructors)-([1-9][0-9]{0,5})\.xml$/.exec(String(name));
  if (!match) return null;
  const kind = /** @type {keyof KINDS} */ (match[1]);
  const page = Number(match[2]);
  return kept(app, `${kind}-${page}`, () => {
    // Page 1 exists even when the kind has no record yet (the index names it).
    if (page > 1 && page > pageCount(app, kind)) return null;
    // The entries are written by SQLite, one string for the page: building 5,000 of them in JavaScript cost
    // ~0.6 s a page (docs/benchmarks.md "Sitemaps"). Ids are a–z0–9 and `updated` a date-time: nothing to
    // escape (`updated` as W3C date-time: "2026-11-28 11:46:09.123Z" → "2026-11-28T11:46:09.123Z"); the
    // address is escaped here and bound.
    const loc = `{:base} || '/${kind}/' || id`;
    const alternates = LANGUAGES.map(
      (/** @type {string} */ lang) =>
        `'<xhtml:link rel="alternate" hreflang="${lang}" href="' || ${loc} || '?lang=${lang}"/>'`,
    ).join(" || ");
    const entry =
      `'<url><loc>' || ${loc} || '</loc><lastmod>' || replace(updated, ' ', 'T') || '</lastmod>' || ${alternates} || ` +
      `'<xhtml:link rel="alternate" hreflang="x-default" href="' || ${loc} || '"/></url>'`;
    const result = new DynamicModel({ xml: "" });
    app
      .db()
      .newQuery(
        `SELECT COALESCE(group_concat(entry, '' ORDER BY id), '') AS xml FROM ` +
          `(SELECT id, ${entry} AS entry FROM (${KINDS[kind].page} ORDER BY id LIMIT {:limit} OFFSET {:offset}))`,
      )
      .bind({ base: escapeXml(appUrl(app)), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })
      .one(result);
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
      'xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
      result.xml +
      "</urlset>\n"
    );
  });
}

/**
 * robots.txt (public/robots.txt from the build) with its `Sitemap:` line: the protocol wants an absolute
 * address, which only the server knows (the app URL setting), so the file's "# Sitemap:" placeholder line is
 * replaced with it here.
 * @param {CoreApp} app
 * @param {string} file the build's robots.txt
 */
function robotsTxt(app, file) {
  const line = `Sitemap: ${appUrl(app)}/sitemap.xml`;
  const lines = String(file).split("\n");
  const at = lines.findIndex((l) => /^#\s*Sitemap:/i.test(l));
  if (at >= 0) lines[at] = line;
  else lines.push(line, "");
  return lines.join("\n");
}

module.exports = { sitemapIndex, sitemapPage, robotsTxt, PAGE_SIZE, MAX_AGE };
