/// <reference path="../pb_data/types.d.ts" />
// Institutions, their departments and their study programs: public reference data, written only by
// superusers (migrations, `npm run import`).
migrate(
  (app) => {
    const GOVERNORATES = [
      "Ariana", "Beja", "Ben Arous", "Bizerte", "Gabes", "Gafsa", "Jendouba", "Kairouan", "Kasserine", "Kebili",
      "La Manouba", "Le Kef", "Mahdia", "Medenine", "Monastir", "Nabeul", "Sfax", "Sidi Bouzid", "Siliana",
      "Sousse", "Tataouine", "Tozeur", "Tunis", "Zaghouan",
    ];
    const timestamps = () => [
      { type: "autodate", name: "created", onCreate: true, onUpdate: false },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ];

    const institutions = new Collection({
      type: "base",
      name: "institutions",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "name", required: true, max: 300, presentable: true },
        { type: "text", name: "name_ar", required: false, max: 300 },
        { type: "select", name: "country", required: true, maxSelect: 1, values: ["TUNISIA"] },
        { type: "select", name: "governorate", required: true, maxSelect: 1, values: GOVERNORATES },
        { type: "select", name: "sector", required: true, maxSelect: 1, values: ["PUBLIC", "PRIVATE"] },
        ...timestamps(),
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_institutions_name ON institutions (name COLLATE NOCASE)",
        "CREATE INDEX idx_institutions_governorate ON institutions (governorate, sector)",
      ],
    });
    app.save(institutions);

    const departments = new Collection({
      type: "base",
      name: "institution_departments",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "institution_id",
          collectionId: institutions.id,
          required: true,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: "text", name: "department", required: true, max: 300, presentable: true },
        ...timestamps(),
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_institution_departments_unique ON institution_departments (institution_id, department)",
      ],
    });
    app.save(departments);

    const programs = new Collection({
      type: "base",
      name: "programs",
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "select",
          name: "type_of_education",
          required: false,
          maxSelect: 1,
          values: ["INITIAL", "OTHER", "CONTINUING"],
        },
        {
          type: "select",
          name: "mode_of_organization",
          required: false,
          maxSelect: 1,
          values: ["HYBRID", "IN_PERSON", "REMOTE"],
        },
        {
          type: "relation",
          name: "institution",
          collectionId: institutions.id,
          required: true,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { type: "text", name: "description", required: false, max: 2000 },
        { type: "text", name: "degree", required: false, max: 300 },
        { type: "text", name: "field", required: false, max: 300 },
        { type: "text", name: "discipline_major", required: true, max: 300, presentable: true },
        { type: "text", name: "specialization_pathway", required: false, max: 300 },
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_programs_institution ON programs (institution)"],
    });
    app.save(programs);
  },
  (app) => {
    for (const name of ["programs", "institution_departments", "institutions"]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
