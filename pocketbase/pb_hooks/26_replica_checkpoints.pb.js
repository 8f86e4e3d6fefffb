// While Litestream replicates data.db (`npm start` sets RAYEK_REPLICA_ACTIVE=1 when it starts it beside this
// server), Litestream owns the main database's checkpoints: it keeps a read transaction open on the WAL, so
// PocketBase's nightly `wal_checkpoint(TRUNCATE)` would wait out the busy timeout with every write queued behind
// it. The nightly job, under PocketBase's own id so it replaces PocketBase's, keeps the rest of its work: the
// auxiliary database (logs, not replicated) is still truncated, and both are optimized.
if ($os.getenv("RAYEK_REPLICA_ACTIVE") === "1") {
  cronAdd("__pbDBOptimize__", "0 0 * * *", () => {
    const steps = [
      ["the auxiliary database's checkpoint", () => $app.auxNonconcurrentDB().newQuery("PRAGMA wal_checkpoint(TRUNCATE)").execute()],
      ["the main database's optimize", () => $app.nonconcurrentDB().newQuery("PRAGMA optimize").execute()],
      ["the auxiliary database's optimize", () => $app.auxNonconcurrentDB().newQuery("PRAGMA optimize").execute()],
    ];
    for (const [name, run] of steps) {
      try {
        run();
      } catch (err) {
        $app.logger().warn(`Nightly maintenance: ${name} failed`, "error", String(err));
      }
    }
  });
}
