/// <reference path="../pb_data/types.d.ts" />
// Real Tunisian higher-education institutions, their departments and their study programs, so that every
// fresh server opens with them. The data lives in pocketbase/seed/reference/ (see docs/data.md). Like this
// migration, the files it reads are frozen once landed: a correction is a new migration with its own file.
//
// Record ids are derived from the names (md5, 15 hex characters), which gives three things: the same
// institution has the same id on every installation (stable links, offline caches, tests), down() removes
// exactly what up() added, and an institution that already existed under the same name (for example
// imported with `npm run import` before this migration landed) is left alone instead of failing the boot.
migrate(
  (app) => {
    const ref = loadReference();
    const collections = {
      institutions: app.findCollectionByNameOrId("institutions"),
      departments: app.findCollectionByNameOrId("institution_departments"),
      programs: app.findCollectionByNameOrId("programs"),
    };
    let skipped = 0;
    for (const item of ref.institutions) {
      const ids = recordIds(item, ref);
      // The unique index compares names with NOCASE: an institution already there under this name (for
      // example imported before this migration landed) is kept as it is.
      if (app.countRecords("institutions", $dbx.exp("name = {:name} COLLATE NOCASE", { name: item.name })) > 0) {
        skipped += 1;
        continue;
      }
      const institution = new Record(collections.institutions, {
        id: ids.institution,
        name: item.name,
        name_ar: item.name_ar,
        country: "TUNISIA",
        governorate: item.governorate,
        sector: item.sector,
      });
      app.save(institution);
      for (const department of ids.departments) {
        app.save(new Record(collections.departments, {
          id: department.id,
          institution_id: institution.id,
          department: department.name,
        }));
      }
      for (const program of ids.programs) {
        app.save(new Record(collections.programs, {
          id: program.id,
          institution: institution.id,
          type_of_education: "INITIAL",
          mode_of_organization: "IN_PERSON",
          degree: program.degree,
          discipline_major: program.discipline_major,
          specialization_pathway: program.specialization_pathway,
          field: program.field,
          description: "",
        }));
      }
    }
    if (skipped > 0) console.log(`reference data: ${skipped} institutions already existed by name and were kept as they are`);
  },
  (app) => {
    const ref = loadReference();
    const remove = (collection, id) => {
      let record = null;
      try {
        record = app.findRecordById(collection, id);
      } catch (_) {
        return; // never added, or already gone
      }
      app.delete(record);
    };
    for (const item of ref.institutions) {
      const ids = recordIds(item, ref);
      for (const program of ids.programs) remove("programs", program.id);
      for (const department of ids.departments) remove("institution_departments", department.id);
      // Deleting the institution also removes, by cascade, what later attached to it (ratings, instructors).
      remove("institutions", ids.institution);
    }
  },
);

// Everything below runs inside PocketBase's JavaScript engine (goja), where `__hooks` is the hooks directory;
// the seed directory sits next to it. The --migrationsDir argument and the working directory are fallbacks
// for a server started with another hooks directory.
function loadReference() {
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
    let vocabulary;
    try {
      vocabulary = readJson(`${dir}/vocabulary.json`);
    } catch (_) {
      continue;
    }
    const files = ["grand-tunis", "nord", "centre", "sud", "prive"];
    const institutions = [];
    for (const file of files) institutions.push(...readJson(`${dir}/institutions-${file}.json`).institutions);
    return { vocabulary, institutions };
  }
  throw new Error(`Reference data not found; looked in: ${candidates.join(", ")}`);
}

// Ids are 15 lowercase hex characters of an md5 over a stable key, so they satisfy PocketBase's id pattern.
function recordIds(item, ref) {
  const id = (key) => $security.md5(key).slice(0, 15);
  const kind = ref.vocabulary.kinds[item.kind];
  if (!kind) throw new Error(`Unknown institution kind "${item.kind}" for ${item.name}`);
  const departmentNames = item.departments || kind.departments;
  return {
    institution: id(`institution|${item.name}`),
    departments: departmentNames.map((name) => ({ id: id(`department|${item.name}|${name}`), name })),
    programs: (item.programs || []).map(([code, discipline, pathway, fieldCode]) => {
      const degree = ref.vocabulary.degrees[code];
      const field = ref.vocabulary.fields[fieldCode || kind.field];
      if (!degree || !field) throw new Error(`Unknown degree or field code in ${item.name}: ${code} ${fieldCode}`);
      return {
        id: id(`program|${item.name}|${code}|${discipline}|${pathway || ""}`),
        degree,
        discipline_major: discipline,
        specialization_pathway: pathway || "",
        field,
      };
    }),
  };
}
