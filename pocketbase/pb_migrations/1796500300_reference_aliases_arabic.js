/// <reference path="../pb_data/types.d.ts" />
// What the search needs to find a school by the name students use and a program in Arabic: institutions gain
// `aliases` (a JSON array of acronyms and short names, "ENSIT", "ISET Radès"; bounds in contract/limits.js as
// they were when this landed: at most 10, each at most 40 characters, checked by lib/institution-aliases.js on
// every write through the API), programs gain `discipline_major_ar` and `specialization_pathway_ar` (texts of
// the French ones' bound). All three are public like the other fields and shown by `institutions_search` and
// `programs_search` next to the French names.
//
// The reference rows are filled from two files frozen with this migration (docs/data.md):
// seed/reference/institution-aliases.json, by the institution's exact name, and seed/reference/programs-ar.json,
// by a program's exact French texts (any program with those texts, imported ones too). Only empty values are
// filled, and every other institution gets an empty list, so the field is always an array. Plain SQL: no hook
// has anything to say about these rows, and a stored row that a save would validate again cannot stop the
// migration.
migrate(
  (app) => {
    const institutions = app.findCollectionByNameOrId("institutions");
    // A JSON text of 10 names of 40 characters, each escaped at worst to 12 bytes per character, fits.
    institutions.fields.add(new JSONField({ name: "aliases", maxSize: 5000 }));
    app.save(institutions);
    const programs = app.findCollectionByNameOrId("programs");
    programs.fields.add(new TextField({ name: "discipline_major_ar", max: 300 }));
    programs.fields.add(new TextField({ name: "specialization_pathway_ar", max: 300 }));
    app.save(programs);

    const ref = loadReference1796500300();
    const run = (sql, params) => app.db().newQuery(sql).bind(params || {}).execute();
    const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";
    const empty = (column) => `(${column} IS NULL OR ${column} IN ('', 'null', '[]'))`;
    for (const [name, aliases] of Object.entries(ref.aliases)) {
      if (aliases.length === 0) continue;
      run(`UPDATE institutions SET aliases = {:aliases}, updated = ${NOW} WHERE name = {:name} AND ${empty("aliases")}`,
        { aliases: JSON.stringify(aliases), name });
    }
    run(`UPDATE institutions SET aliases = '[]' WHERE aliases IS NULL OR aliases IN ('', 'null')`);
    for (const [column, names] of [["discipline_major", ref.disciplines], ["specialization_pathway", ref.specializations]]) {
      for (const [french, arabic] of Object.entries(names)) {
        run(`UPDATE programs SET ${column}_ar = {:arabic}, updated = ${NOW}
          WHERE ${column} = {:french} AND COALESCE(${column}_ar, '') = ''`, { arabic, french });
      }
    }

    views1796500300(app, true);
  },
  (app) => {
    views1796500300(app, false);
    const institutions = app.findCollectionByNameOrId("institutions");
    institutions.fields.removeByName("aliases");
    app.save(institutions);
    const programs = app.findCollectionByNameOrId("programs");
    programs.fields.removeByName("discipline_major_ar");
    programs.fields.removeByName("specialization_pathway_ar");
    app.save(programs);
  },
);

/**
 * The two search views with the new columns (`up`) or without them: each keeps every column it had, the new
 * ones next to the French names. (Named after the migration: every migration file is evaluated in one engine.)
 */
function views1796500300(app, up) {
  const CHANGES = [
    ["institutions_search", "i.sector AS sector,", "i.sector AS sector, i.aliases AS aliases,"],
    [
      "programs_search",
      "p.specialization_pathway AS specialization_pathway,",
      "p.specialization_pathway AS specialization_pathway,\n  p.discipline_major_ar AS discipline_major_ar, " +
        "p.specialization_pathway_ar AS specialization_pathway_ar,",
    ],
  ];
  for (const [name, without, withColumns] of CHANGES) {
    const view = app.findCollectionByNameOrId(name);
    const [from, to] = up ? [without, withColumns] : [withColumns, without];
    if (view.viewQuery.split(from).length !== 2) throw new Error(`${name} is not the view this migration expects`);
    view.viewQuery = view.viewQuery.replace(from, to);
    app.save(view);
  }
}

/**
 * The two reference files of this migration, found like 1795400000 finds its own: next to the hooks directory,
 * then beside --migrationsDir, then from the working directory.
 */
function loadReference1796500300() {
  const candidates = [];
  if (typeof __hooks === "string") candidates.push(`${__hooks}/../seed/reference`);
  const args = $os.args;
  for (let i = 0; i < args.length; i++) {
    if (args[i].indexOf("--migrationsDir=") === 0) candidates.push(`${args[i].slice(16)}/../seed/reference`);
    if (args[i] === "--migrationsDir" && i + 1 < args.length) candidates.push(`${args[i + 1]}/../seed/reference`);
  }
  candidates.push("pocketbase/seed/reference");
  const readJson = (file) => JSON.parse(toString($os.readFile(file)));
  for (const dir of candidates) {
    let aliases;
    try {
      aliases = readJson(`${dir}/institution-aliases.json`).aliases;
    } catch (_) {
      continue;
    }
    const programs = readJson(`${dir}/programs-ar.json`);
    return { aliases, disciplines: programs.disciplines, specializations: programs.specializations };
  }
  throw new Error(`Reference data not found; looked in: ${candidates.join(", ")}`);
}
