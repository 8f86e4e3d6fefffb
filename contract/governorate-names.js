// Each governorate's Arabic name, as Arabic readers see it and as the search engine matches it. Apart from
// institutions.js because the app's first page validates its links with the governorates' stored names alone:
// a file both it and later pages import would go whole into the first page's code.

/** Governorate as stored (institutions.js GOVERNORATES, the same order) → its Arabic name. */
const GOVERNORATES_AR = {
  Ariana: "أريانة",
  Beja: "باجة",
  "Ben Arous": "بن عروس",
  Bizerte: "بنزرت",
  Gabes: "قابس",
  Gafsa: "قفصة",
  Jendouba: "جندوبة",
  Kairouan: "القيروان",
  Kasserine: "القصرين",
  Kebili: "قبلي",
  "La Manouba": "منوبة",
  "Le Kef": "الكاف",
  Mahdia: "المهدية",
  Medenine: "مدنين",
  Monastir: "المنستير",
  Nabeul: "نابل",
  Sfax: "صفاقس",
  "Sidi Bouzid": "سيدي بوزيد",
  Siliana: "سليانة",
  Sousse: "سوسة",
  Tataouine: "تطاوين",
  Tozeur: "توزر",
  Tunis: "تونس",
  Zaghouan: "زغوان",
};

module.exports = { GOVERNORATES_AR };
