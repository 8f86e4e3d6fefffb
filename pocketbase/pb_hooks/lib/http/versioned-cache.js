// Answers of the public instructor routes (name search, an instructor's averages) kept in PocketBase's
// in-memory app store and keyed by the version of the data they are made of. Migration 1795600000 keeps that
// version: SQLite triggers bump `instructor_search_version` (named after its first user) on every insert,
// update or delete in `instructors`, `institutions` and `instructor_stats`, in the writing transaction and
// whoever writes (API, moderation, dashboard, import, `rebuild-read-models` from another process). Everything
// the instructor read models show comes from those three tables, so an answer cached under the current version
// is exactly what a fresh computation would give: a cache entry can be served as long as the version has not
// moved, and never after.
//
// Each cache has its own key prefix in the store (the store is PocketBase's own and holds other things): when
// the version moves or the cache reaches its bound, only that prefix's entries are removed. Entries of an older
// version are never read again (the version is part of the key); removing them only frees memory.

/**
 * The current data version: one primary-key read.
 * @param {CoreApp} app
 * @returns {number}
 */
function dataVersion(app) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery("SELECT n FROM instructor_search_version WHERE id = 1").one(row);
  return row.n;
}

/**
 * A cache of JSON texts (or of any values the store can hold) under `prefix`, holding at most `limit` entries
 * (or, with `weight`, entries whose weights add up to at most `limit`) of one data version: `version`, by
 * default the instructors' (dataVersion).
 * `get(key)` answers the entry for the current version (or null) and `put(key, body)` stores one;
 * `claim(key, ms)` is true for one caller at a time, for `ms`, per key and version (who computes a missing entry
 * that is costly to compute: the others do without it meanwhile). Claims are cleared with the entries.
 * @template [T=string]
 * @param {CoreApp} app
 * @param {string} prefix
 * @param {number} limit
 * @param {{ version?: number, weight?: (body: T) => number }} [options]
 * @returns {{ get(key: string): T | null, put(key: string, body: T): void, claim(key: string, ms: number): boolean }}
 */
function versionedCache(app, prefix, limit, options) {
  const store = app.store();
  const statePrefix = `${prefix}#state`;
  const version = options && options.version !== undefined ? options.version : dataVersion(app);
  const weight = (options && options.weight) || (() => 1);
  /** @param {string} key */
  const entry = (key) => `${prefix}|${version}|${key}`;

  function clear() {
    const mark = `${prefix}|`;
    for (const key of store.keys()) if (key.startsWith(mark)) store.remove(key);
  }

  return {
    get(key) {
      return store.get(entry(key)) || null;
    },
    put(key, body) {
      // Counted under the store's lock (setFunc): the one request that finds the cache full, or holding another
      // version, starts it over; requests at the same moment only count theirs. (Each request that saw a full
      // state used to start it over too: under load dozens of requests scanned the whole store at once.)
      let full = false;
      const w = weight(body);
      store.setFunc(statePrefix, (state) => {
        full = !state || state.version !== version || state.size + w > limit;
        return { version, size: full ? w : state.size + w };
      });
      if (full) clear();
      store.set(entry(key), body);
    },
    claim(key, ms) {
      const now = Date.now();
      let claimed = false;
      store.setFunc(`${entry(key)}#claim`, (/** @type {number | undefined} */ at) => {
        claimed = !at || now - at > ms;
        return claimed ? now : at;
      });
      return claimed;
    },
  };
}

/**
 * A JSON text as a 200 answer.
 * @param {core.RequestEvent} e
 * @param {string} body
 */
function respondJson(e, body) {
  e.response.header().set("Content-Type", "application/json");
  return e.string(200, body);
}

module.exports = { versionedCache, respondJson };
