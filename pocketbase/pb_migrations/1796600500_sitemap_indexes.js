/// <reference path="../pb_data/types.d.ts" />
// The sitemaps' pages (pb_hooks/lib/sitemaps.js) list each kind's public records by id with their `updated`,
// PAGE_SIZE at a time: with these covering indexes a page is one index range (no table read, and the rows an
// OFFSET skips are index entries only), and the ACTIVE instructors are an index range of their own. Added to the
// collections' own index lists, so PocketBase keeps them when a collection is saved.
const INDEXES = {
  institutions: "CREATE INDEX idx_institutions_sitemap ON institutions (id, updated)",
  programs: "CREATE INDEX idx_programs_sitemap ON programs (id, updated)",
  instructors: "CREATE INDEX idx_instructors_sitemap ON instructors (status, id, updated)",
};

migrate(
  (app) => {
    for (const [name, sql] of Object.entries(INDEXES)) {
      const collection = app.findCollectionByNameOrId(name);
      collection.indexes = collection.indexes.concat([sql]);
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, sql] of Object.entries(INDEXES)) {
      const collection = app.findCollectionByNameOrId(name);
      collection.indexes = collection.indexes.filter((s) => s !== sql);
      app.save(collection);
    }
  },
);
