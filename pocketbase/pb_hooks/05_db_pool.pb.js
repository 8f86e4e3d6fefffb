// The read pool: 16 connections, all kept open. PocketBase's default keeps at most 15 idle of 120 open, so under
// a few dozen concurrent requests a connection was closed on almost every return and a new one opened. Each new
// connection starts with an empty page cache, and every statement the hooks keep prepared
// (lib/http/prepared-queries.js, one per JS runtime) is compiled again on it: that churn, not the queries, was most of
// an uncached instructor search's cost under load (docs/benchmarks.md). With a fixed pool nothing
// churns and each runtime's statements are compiled once per connection. Requests past 16 concurrent reads wait
// for a connection rather than open one: the machine's cores, not connections, bound how many SQLite reads run
// at once. No code path here holds a read connection while asking for another, which a fixed pool would stall.
onBootstrap((e) => {
  e.next();
  const pool = e.app.concurrentDB().db();
  pool.setMaxOpenConns(16);
  pool.setMaxIdleConns(16);
});
