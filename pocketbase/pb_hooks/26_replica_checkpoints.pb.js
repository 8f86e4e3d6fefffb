// While Litestream replicates data.db (`npm start` sets RAYEK_REPLICA_ACTIVE=1 when it starts it beside this
// server), Litestream owns the main database's checkpoints: it keeps a read transaction open on the WAL, so
// PocketBase's nightly `wal_checkpoint(TRUNCATE)` would wait out the busy timeout with every write queued behind
// it. The nightly job, under PocketBase's own id so it replaces PocketBase's, keeps the rest of its work: the
// auxiliary database (logs, not replicated) is still truncated, and both are optimized.
if ($os.getenv("RAYEK_REPLICA_ACTIVE") === "1") {
  cronAdd("__pbDBOptimize__", "0 0 * * *", () => {
    /** @type {Array<{ name: string, sql: string, db: () => dbx.Builder }>} */
    const steps = [
      {
        name: "the auxiliary database's checkpoint",
        sql: "PRAGMA wal_checkpoint(TRUNCATE)",
        db: () => $app.auxNonconcurrentDB(),
      },
      { name: "the main database's optimize", sql: "PRAGMA optimize", db: () => $app.nonconcurrentDB() },
      { name: "the auxiliary database's optimize", sql: "PRAGMA optimize", db: () => $app.auxNonconcurrentDB() },
    ];
    for (const step of steps) {
      try {
        step.db().newQuery(step.sql).execute();
      } catch (err) {
        $app.logger().warn(`Nightly maintenance: ${step.name} failed`, "error", String(err));
      }
    }
  });
}
