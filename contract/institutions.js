// Reference data of institutions and programs as the schema stores it: the country, the 24 governorates
// (stored in their usual Latin spelling, shown in Arabic to Arabic readers), the sector, and how a program
// is organised. The importer maps its lists onto these values; the app shows and filters by them.

const COUNTRIES = ["TUNISIA"];

/** The governorates as stored: the schema's values, in this order (their Arabic names: governorate-names.js). */
const GOVERNORATES = [
  "Ariana",
  "Beja",
  "Ben Arous",
  "Bizerte",
  "Gabes",
  "Gafsa",
  "Jendouba",
  "Kairouan",
  "Kasserine",
  "Kebili",
  "La Manouba",
  "Le Kef",
  "Mahdia",
  "Medenine",
  "Monastir",
  "Nabeul",
  "Sfax",
  "Sidi Bouzid",
  "Siliana",
  "Sousse",
  "Tataouine",
  "Tozeur",
  "Tunis",
  "Zaghouan",
];

const SECTORS = ["PUBLIC", "PRIVATE"];

/** A program's `type_of_education` and `mode_of_organization`. */
const EDUCATION_TYPES = ["INITIAL", "OTHER", "CONTINUING"];
const ORGANIZATION_MODES = ["HYBRID", "IN_PERSON", "REMOTE"];

module.exports = { COUNTRIES, GOVERNORATES, SECTORS, EDUCATION_TYPES, ORGANIZATION_MODES };
