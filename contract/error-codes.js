// The codes of the server's field-level refusals: 400 answers whose `data` maps a field to `{ code, message }`.
// The hooks refuse with these, the app maps each to a message in the reader's language
// (src/domain/schemas/server-errors.ts, src/domain/auth-errors.ts). The message the server sends along is for
// callers that show it as is; the code is what a program reads.

const ERROR_CODES = {
  // Rayek's own rules (pb_hooks), with messages in pb_hooks/lib/http/refusals.js and lib/moderation/moderation-errors.js.
  NO_LETTERS: "validation_no_letters",
  ALREADY_RATED: "validation_already_rated",
  GRADE_REQUIRED: "validation_grade_required",
  GRADE_NOT_ALLOWED: "validation_grade_not_allowed",
  /** Also the answer for an instructor id that does not exist: it must not tell which of the two it is. */
  INSTRUCTOR_UNAVAILABLE: "validation_instructor_unavailable",
  INVALID_URL: "validation_invalid_url",
  REPORT_TARGET_NOT_FOUND: "validation_report_target_not_found",
  /** A report without one of the reasons of contract/report-reasons.js: none given, or an unknown one. */
  INVALID_REPORT_REASON: "validation_invalid_report_reason",
  STATUS_ONLY: "validation_status_only",
  ROLE_NOT_ALLOWED: "validation_role_not_allowed",
  VERIFIED_NOT_ALLOWED: "validation_verified_not_allowed",
  ALREADY_DECIDED: "validation_already_decided",
  INSTRUCTOR_NOT_PUBLISHED: "validation_instructor_not_published",
  TAKE_DOWN_NOT_ALLOWED: "validation_take_down_not_allowed",
  REPORTED_CONTENT_MISSING: "validation_reported_content_missing",
  SEARCH_TOO_SHORT: "validation_search_too_short",
  /** A helpful vote on one's own rating: only its author is ever told this (contract/votes.js). */
  OWN_RATING: "validation_own_rating",
  /** A professor rating their own profile, or voting on one of its ratings (contract/professors.js). */
  OWN_PROFILE: "validation_own_profile",
  /** A claim of (or the approval of a claim of) a profile that already has its verified professor. */
  ALREADY_CLAIMED: "validation_already_claimed",
  /** A reply by anyone but the approved claimant of the rated instructor. */
  NOT_PROFILE_OWNER: "validation_not_profile_owner",
  // PocketBase's own codes, which the hooks also use for the same meaning so the app maps one code.
  REQUIRED: "validation_required",
  INVALID_VALUE: "validation_invalid_value",
  MIN_TEXT: "validation_min_text_constraint",
  MAX_TEXT: "validation_max_text_constraint",
  NOT_UNIQUE: "validation_not_unique",
  MISSING_REL_RECORDS: "validation_missing_rel_records",
  IS_URL: "validation_is_url",
  IS_EMAIL: "validation_is_email",
  TOO_MANY_VALUES: "validation_too_many_values",
  VALUES_MISMATCH: "validation_values_mismatch",
  LENGTH_OUT_OF_RANGE: "validation_length_out_of_range",
  NOT_IN_INVALID: "validation_not_in_invalid",
  /** A password that does not match the account's (email-change confirmation, account deletion). */
  INVALID_PASSWORD: "validation_invalid_password",
  /** The current password given with a password change does not match. */
  INVALID_OLD_PASSWORD: "validation_invalid_old_password",
  /** An expired, used or malformed e-mail link token (password reset, e-mail change, verification). */
  INVALID_TOKEN: "validation_invalid_token",
};

module.exports = { ERROR_CODES };
