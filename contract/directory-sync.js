// The directory the device keeps (docs/api.md, "Directory sync"): every public institution, program and ACTIVE
// instructor as a row of columns, the same on the server (lib/directory/directory-snapshot.js, lib/directory/directory-changes.js)
// and the device. A snapshot lists each kind's rows with programs' and instructors' institution given as the
// index of its row in the snapshot's institutions (an id is 15 characters, an index 1 to 3); a delta's rows give
// the institution's id. `decodeSnapshot` turns a snapshot into the directory (rows by id, institution as id),
// `applyChanges` applies a delta to it: upserts replace a record's row, removals drop it.
// A record's figures are its overall score (0 without reviews) and its number of published reviews.

const DIRECTORY_FORMAT = 1;
/** The columns of each kind's rows, in order. */
const DIRECTORY_COLUMNS = {
  institutions: ["id", "name", "name_ar", "aliases", "governorate", "sector", "score", "reviews"],
  programs: [
    "id",
    "institution",
    "discipline_major",
    "specialization_pathway",
    "discipline_major_ar",
    "specialization_pathway_ar",
    "degree",
    "mode_of_organization",
    "score",
    "reviews",
  ],
  instructors: ["id", "institution", "name", "department", "score", "reviews"],
};
/** @type {readonly ["institutions", "programs", "instructors"]} */
const DIRECTORY_KINDS = ["institutions", "programs", "instructors"];
/** Where the institution is in programs' and instructors' rows. */
const INSTITUTION_COLUMN = 1;

/**
 * @typedef {Array<string | number | string[]>} Row
 * @typedef {{ seq: number, institutions: Record<string, Row>, programs: Record<string, Row>, instructors: Record<string, Row> }} Directory
 */

/**
 * The directory a snapshot holds.
 * @param {{ format: number, seq: number, institutions: Row[], programs: Row[], instructors: Row[] }} snapshot
 * @returns {Directory}
 */
function decodeSnapshot(snapshot) {
  if (snapshot.format !== DIRECTORY_FORMAT) throw new Error(`unknown directory format ${snapshot.format}`);
  /** @type {Directory} */
  const directory = { seq: snapshot.seq, institutions: {}, programs: {}, instructors: {} };
  const institutionIds = snapshot.institutions.map((row) => String(row[0]));
  for (const kind of DIRECTORY_KINDS) {
    for (const row of snapshot[kind]) {
      const copy = row.slice();
      if (kind !== "institutions") copy[INSTITUTION_COLUMN] = institutionIds[Number(row[INSTITUTION_COLUMN])] ?? "";
      directory[kind][String(row[0])] = copy;
    }
  }
  return directory;
}

/**
 * The directory after a delta (a new object; `directory` is left as it was). A delta that says `resync` changes
 * nothing: the caller takes the snapshot again.
 * @param {Directory} directory
 * @param {{ seq: number, resync?: boolean, upserts: Record<string, Row[]>, removed: Record<string, string[]> }} delta
 * @returns {Directory}
 */
function applyChanges(directory, delta) {
  if (delta.resync) return directory;
  /** @type {Directory} */
  const next = {
    seq: delta.seq,
    institutions: { ...directory.institutions },
    programs: { ...directory.programs },
    instructors: { ...directory.instructors },
  };
  for (const kind of DIRECTORY_KINDS) {
    for (const id of (delta.removed && delta.removed[kind]) || []) delete next[kind][id];
    for (const row of (delta.upserts && delta.upserts[kind]) || []) next[kind][String(row[0])] = row.slice();
  }
  return next;
}

module.exports = {
  DIRECTORY_FORMAT,
  DIRECTORY_COLUMNS,
  DIRECTORY_KINDS,
  INSTITUTION_COLUMN,
  decodeSnapshot,
  applyChanges,
};
