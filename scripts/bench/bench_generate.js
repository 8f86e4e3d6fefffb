// Synthetic benchmark rows (CommonJS, which scripts/bench/package.json declares: loaded with require() inside
// PocketBase's JS engine, and by run.mjs for the names it searches).
// Deterministic: row i of a table is always the same, so runs compare like with like.
// The contract is two folders up, both from here and, in the bench's temporary copy, from the hooks folder.
const CONTRACT = (typeof __hooks === "string" ? __hooks : __dirname) + "/../../contract/";
const { GOVERNORATES, SECTORS, COUNTRIES } = require(CONTRACT + "institutions.js");
const { INSTRUCTOR_TAGS: TAGS, INSTITUTION_SCORES, PROGRAM_SCORES } = require(CONTRACT + "ratings.js");
const { ratingOverall } = require(CONTRACT + "rating-order.js");

const FIRST = [
  "Amira",
  "Mohamed",
  "Sami",
  "Ines",
  "Youssef",
  "Salma",
  "Karim",
  "Rim",
  "Hichem",
  "Nour",
  "Walid",
  "Leila",
  "Anis",
  "Sonia",
  "Fares",
  "Olfa",
  "Bilel",
  "Hajer",
  "Mehdi",
  "Asma",
  "Tarek",
  "Emna",
  "Nizar",
  "Marwa",
  "Slim",
  "Wafa",
  "Zied",
  "Dorra",
  "Ahmed",
  "Yosra",
  "Hatem",
  "Sarra",
  "Oussama",
  "Mouna",
  "Habib",
  "Nadia",
  "Khaled",
  "Imen",
  "Riadh",
  "Houda",
  "Amine",
  "Fatma",
  "Aymen",
  "Meriem",
  "Skander",
  "Rania",
  "Chokri",
  "Ons",
  "Lotfi",
  "Hela",
];
// Family names common in Tunisia: names share trigrams the way real ones do ("ben", "tra"…), which is what
// the trigram search index pays for.
const LAST = [
  "Ben Salah",
  "Trabelsi",
  "Gharbi",
  "Jaziri",
  "Hammami",
  "Mansouri",
  "Ben Ali",
  "Sassi",
  "Bouazizi",
  "Chaabane",
  "Dridi",
  "Ayari",
  "Khelifi",
  "Mejri",
  "Ben Youssef",
  "Zouari",
  "Jebali",
  "Ferchichi",
  "Hamdi",
  "Riahi",
  "Baccouche",
  "Ben Amor",
  "Haddad",
  "Kammoun",
  "Karray",
  "Ellouze",
  "Masmoudi",
  "Chebbi",
  "Nasri",
  "Ouerghi",
  "Belhaj",
  "Guesmi",
  "Toumi",
  "Selmi",
  "Saidi",
  "Brahmi",
  "Marzouki",
  "Ben Hassine",
  "Chatti",
  "Abidi",
  "Boughanmi",
  "Fourati",
  "Ghannouchi",
  "Hachicha",
  "Ben Romdhane",
  "Kefi",
  "Laabidi",
  "Mrad",
  "Sfar",
  "Turki",
];
const STAMP = "'2026-01-01 00:00:00.000Z'";

/** 15-character ids, [a-z0-9], prefixed per table so they never collide. */
function id(prefix, i) {
  const s = i.toString(36);
  return prefix + "0000000000000".slice(0, 13 - s.length) + s;
}
function q(s) {
  return "'" + String(s).replace(/'/g, "''") + "'";
}
/** A cheap integer hash, so scores look varied but are reproducible. */
function h(i, salt) {
  return (Math.imul(i + 1, 2654435761) ^ Math.imul(salt + 7, 40503)) >>> 0;
}
function score(i, salt) {
  return (h(i, salt) % 5) + 1;
}

/** First name, an initial and a family name: 50 × 26 × 50 combinations, so most of 30,000 names are unique. */
function instructorName(i) {
  const initial = String.fromCharCode(65 + (Math.floor(i / FIRST.length) % 26));
  return FIRST[i % FIRST.length] + " " + initial + ". " + LAST[Math.floor(i / (FIRST.length * 26)) % LAST.length];
}

/** A rating's scores followed by their stored overall (the bulk insert bypasses the hook that fills it). */
function withOverall(names, scoreAt) {
  const scores = names.map((_, k) => scoreAt(k));
  return scores.concat([ratingOverall(names, (name) => scores[names.indexOf(name)])]);
}

function tables(o) {
  const users = o.users,
    institutions = o.institutions,
    programs = o.programs,
    instructors = o.instructors;
  const perKind = { instructor: o.instructorRatings, institution: o.institutionRatings, program: o.programRatings };
  return [
    {
      table: "users",
      columns: [
        "id",
        "email",
        "password",
        "tokenKey",
        "verified",
        "emailVisibility",
        "name",
        "role",
        "created",
        "updated",
      ],
      count: users,
      row: (i) => [
        q(id("bu", i)),
        q("bench-user-" + i + "@bench.local"),
        q("$2a$10$benchbenchbenchbenchbe.notarealhashnotarealhashnotarea"),
        q("benchtoken" + id("tk", i)),
        1,
        0,
        q("Bench User " + i),
        q("STUDENT"),
        STAMP,
        STAMP,
      ],
    },
    {
      table: "institutions",
      columns: ["id", "name", "name_ar", "country", "governorate", "sector", "created", "updated"],
      count: institutions,
      row: (i) => [
        q(id("bi", i)),
        q("Bench Institution " + i),
        q(""),
        q(COUNTRIES[0]),
        q(GOVERNORATES[i % GOVERNORATES.length]),
        q(i % 3 === 0 ? SECTORS[1] : SECTORS[0]),
        STAMP,
        STAMP,
      ],
    },
    {
      table: "programs",
      columns: [
        "id",
        "type_of_education",
        "mode_of_organization",
        "institution",
        "description",
        "degree",
        "field",
        "discipline_major",
        "specialization_pathway",
        "created",
        "updated",
      ],
      count: programs,
      row: (i) => [
        q(id("bp", i)),
        q("INITIAL"),
        q("IN_PERSON"),
        q(id("bi", i % institutions)),
        q(""),
        q("Licence"),
        q(""),
        q("Bench Discipline " + (i % 400)),
        q("Pathway " + i),
        STAMP,
        STAMP,
      ],
    },
    {
      table: "instructors",
      columns: [
        "id",
        "status",
        "name",
        "directory_listing",
        "institution",
        "department",
        "user_agrees",
        "user",
        "created",
        "updated",
      ],
      count: instructors,
      row: (i) => [
        q(id("bt", i)),
        q("ACTIVE"),
        q(instructorName(i)),
        q(""),
        q(id("bi", i % institutions)),
        q("Department " + (i % 12)),
        1,
        q(id("bu", i % users)),
        STAMP,
        STAMP,
      ],
    },
    {
      table: "instructor_ratings",
      columns: [
        "id",
        "status",
        "instructor",
        "course",
        "course_key",
        "user",
        "course_is_online",
        "overall_quality",
        "difficulty",
        "would_take_again",
        "instructor_used_textbooks",
        "attendance_mandatory",
        "grade_status",
        "grade",
        "tags",
        "review",
        "created",
        "updated",
      ],
      count: perKind.instructor,
      // The r-th rating of an instructor comes from a different user for every r, so (user, instructor,
      // course) stays unique as the schema demands.
      row: (j) => {
        const t = j % instructors,
          r = Math.floor(j / instructors);
        const tags = [TAGS[h(j, 1) % TAGS.length], TAGS[h(j, 2) % TAGS.length]].filter((v, k, a) => a.indexOf(v) === k);
        // course_key: the course folded as contract/matching.js folds it (lower case).
        return [
          q(id("rt", j)),
          q("ACTIVE"),
          q(id("bt", t)),
          q("Course " + (r % 3)),
          q("course " + (r % 3)),
          q(id("bu", (t * 31 + r) % users)),
          h(j, 3) % 2,
          score(j, 4),
          score(j, 5),
          h(j, 6) % 2,
          h(j, 7) % 2,
          h(j, 8) % 2,
          q("RECEIVED"),
          q("14/20"),
          q(JSON.stringify(tags)),
          q("Synthetic benchmark review " + j),
          STAMP,
          STAMP,
        ];
      },
    },
    {
      table: "institution_ratings",
      columns: [
        "id",
        "status",
        "institution",
        "user",
        "review",
        ...INSTITUTION_SCORES,
        "overall_score",
        "created",
        "updated",
      ],
      count: perKind.institution,
      row: (j) => {
        const t = j % institutions,
          r = Math.floor(j / institutions);
        return [
          q(id("ri", j)),
          q("ACTIVE"),
          q(id("bi", t)),
          q(id("bu", (t * 7 + r) % users)),
          q("Synthetic benchmark review " + j),
          ...withOverall(INSTITUTION_SCORES, (k) => score(j, 10 + k)),
          STAMP,
          STAMP,
        ];
      },
    },
    {
      table: "program_ratings",
      columns: [
        "id",
        "status",
        "enrolment_status",
        "program",
        "user",
        "review",
        ...PROGRAM_SCORES,
        "overall_score",
        "created",
        "updated",
      ],
      count: perKind.program,
      row: (j) => {
        const t = j % programs,
          r = Math.floor(j / programs);
        return [
          q(id("rp", j)),
          q("ACTIVE"),
          q("ENROLLED"),
          q(id("bp", t)),
          q(id("bu", (t * 13 + r) % users)),
          q("Synthetic benchmark review " + j),
          ...withOverall(PROGRAM_SCORES, (k) => score(j, 30 + k)),
          STAMP,
          STAMP,
        ];
      },
    },
  ];
}

/** Multi-row INSERTs of 250 rows: far fewer statements than one per row, well under SQLite's limits. */
function insertRows(db, table, columns, count, row) {
  const head = "INSERT INTO " + table + " (" + columns.map((c) => "[[" + c + "]]").join(", ") + ") VALUES ";
  for (let start = 0; start < count; start += 250) {
    const values = [];
    for (let i = start; i < Math.min(count, start + 250); i++) values.push("(" + row(i).join(", ") + ")");
    db.newQuery(head + values.join(", ")).execute();
  }
  return count;
}

module.exports = { tables, insertRows, id, instructorName, FIRST, LAST };
