// What a write of an institution, program or instructor does to the search engine's index rows
// (lib/search/search-terms.js), called by the model hooks of 70_search.pb.js once the row is written, with the
// transaction's app: the record's own rows are rewritten from what is stored now (a deleted record, or an
// instructor no longer ACTIVE, leaves the index), and an institution whose names or aliases changed (or that is
// deleted) has its programs' and instructors' rows rewritten too, since its names are their terms.
const { refresh, refreshInstitution } = require(`${__hooks}/lib/search/search-terms.js`);

/** The collections whose records the engine searches, by kind. */
const KIND_OF = /** @type {Record<string, "program" | "instructor">} */ ({
  programs: "program",
  instructors: "instructor",
});

/**
 * Whether an update of `record` changes what an institution's dependants are found under.
 * @param {core.Record} record
 */
function namesChange(record) {
  if (record.collection().name !== "institutions") return false;
  const original = record.original();
  return ["name", "name_ar", "aliases"].some((field) => original.getString(field) !== record.getString(field));
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {boolean} dependants an institution's programs and instructors are rewritten too (its names changed,
 *   or it is deleted)
 */
function written(app, record, dependants) {
  const name = record.collection().name;
  if (name === "institutions") refreshInstitution(app, record.id, dependants);
  else refresh(app, KIND_OF[name], [record.id]);
}

module.exports = { namesChange, written };
