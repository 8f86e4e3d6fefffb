// Why a report is sent: the reasons the community guidelines name (lang/*.json `legal.guidelines.reporting.body`
// lists them in the same words), one of which every report carries (`reports.report_reason`). The report form
// offers them, the server refuses any other value (and a report without one), and moderators read and filter
// the reports queue by them.

/** The reasons, in the order the form lists them; the catch-all last. */
const REPORT_REASONS = [
  "INSULT_HARASSMENT",
  "PERSONAL_INFORMATION",
  "FALSE_OFF_TOPIC",
  "SPAM_ADVERTISING",
  "NOT_ABOUT_THIS_RECORD",
  "OTHER",
];

/**
 * The catch-all. Its comment is required: the reason alone tells a moderator nothing, while each of the other
 * reasons names the rule broken and the comment only adds detail (optional, so a report takes one tap on a phone).
 * Reports written before reasons existed carry it too (their comment was required then).
 */
const REPORT_REASON_OTHER = "OTHER";

/**
 * Whether a report with this reason must carry a comment.
 * @param {string} reason
 */
function reportCommentRequired(reason) {
  return reason === REPORT_REASON_OTHER;
}

module.exports = { REPORT_REASONS, REPORT_REASON_OTHER, reportCommentRequired };
