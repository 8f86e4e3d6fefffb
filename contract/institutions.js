// Reference data of institutions and programs as the schema stores it: the country, the 24 governorates
// (stored in their usual Latin spelling, shown in Arabic to Arabic readers), the sector, and how a program
// is organised. The importer maps its lists onto these values; the app shows and filters by them.

const COUNTRIES = ["TUNISIA"];

/** Governorate as stored → its Arabic name. The keys, in this order, are the schema's values. */
const GOVERNORATES_AR = {
  Ariana: "أريانة", Beja: "باجة", "Ben Arous": "بن عروس", Bizerte: "بنزرت", Gabes: "قابس", Gafsa: "قفصة",
  Jendouba: "جندوبة", Kairouan: "القيروان", Kasserine: "القصرين", Kebili: "قبلي", "La Manouba": "منوبة",
  "Le Kef": "الكاف", Mahdia: "المهدية", Medenine: "مدنين", Monastir: "المنستير", Nabeul: "نابل", Sfax: "صفاقس",
  "Sidi Bouzid": "سيدي بوزيد", Siliana: "سليانة", Sousse: "سوسة", Tataouine: "تطاوين", Tozeur: "توزر",
  Tunis: "تونس", Zaghouan: "زغوان",
};
const GOVERNORATES = Object.keys(GOVERNORATES_AR);

const SECTORS = ["PUBLIC", "PRIVATE"];

/** A program's `type_of_education` and `mode_of_organization`. */
const EDUCATION_TYPES = ["INITIAL", "OTHER", "CONTINUING"];
const ORGANIZATION_MODES = ["HYBRID", "IN_PERSON", "REMOTE"];

module.exports = { COUNTRIES, GOVERNORATES_AR, GOVERNORATES, SECTORS, EDUCATION_TYPES, ORGANIZATION_MODES };
