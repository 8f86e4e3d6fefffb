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
 * A cache of JSON texts under `prefix`, holding at most `limit` entries of one data version.
 * `get(key)` answers the entry for the current version (or null) and `put(key, body)` stores one.
 * @param {CoreApp} app
 * @param {string} prefix
 * @param {number} limit
 * @returns {{ get(key: string): string | null, put(key: string, body: string): void }}
 */
function versionedCache(app, prefix, limit) {
  const store = app.store();
  const statePrefix = `${prefix}#state`;
  const version = dataVersion(app);
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
      store.setFunc(statePrefix, (state) => {
        full = !state || state.version !== version || state.size >= limit;
        return { version, size: full ? 1 : state.size + 1 };
      });
      if (full) clear();
      store.set(entry(key), body);
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
