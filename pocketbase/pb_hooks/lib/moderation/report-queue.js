// The reports queue by reason (contract/report-reasons.js): which reason a moderator asked for (`?reason=`, a
// value of the list or nothing for all), and how many reports wait with each reason, so the filter can say
// where the work is. Both read the (status, report_reason, created) index.

/** @type {{ REPORT_REASONS: readonly string[] }} */
const { REPORT_REASONS } = require(`${__hooks}/../../contract/report-reasons.js`);

/**
 * The reason the request filters the queue by: "" for none (the parameter absent or empty), null when it is
 * not one of the list (the route refuses it).
 * @param {core.RequestEvent} e
 * @returns {string | null}
 */
function requestedReason(e) {
  const reason = e.request.url.query().get("reason");
  if (reason === "") return "";
  return REPORT_REASONS.indexOf(reason) >= 0 ? reason : null;
}

/**
 * Waiting reports by reason, every reason named (0 when none waits).
 * @param {CoreApp} app
 * @param {string} status the waiting status
 * @returns {Record<string, number>}
 */
function waitingByReason(app, status) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const reason of REPORT_REASONS) counts[reason] = 0;
  const rows = arrayOf(new DynamicModel({ report_reason: "", n: 0 }));
  app
    .db()
    .newQuery("SELECT report_reason, COUNT(*) AS n FROM reports WHERE status = {:status} GROUP BY report_reason")
    .bind({ status })
    .all(rows);
  for (const row of rows)
    if (Object.prototype.hasOwnProperty.call(counts, row.report_reason)) counts[row.report_reason] = row.n;
  return counts;
}

module.exports = { requestedReason, waitingByReason };
