// Types of institutions.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const COUNTRIES: readonly ['TUNISIA'];
export const GOVERNORATES_AR: {
  readonly Ariana: 'أريانة'; readonly Beja: 'باجة'; readonly 'Ben Arous': 'بن عروس'; readonly Bizerte: 'بنزرت';
  readonly Gabes: 'قابس'; readonly Gafsa: 'قفصة'; readonly Jendouba: 'جندوبة'; readonly Kairouan: 'القيروان';
  readonly Kasserine: 'القصرين'; readonly Kebili: 'قبلي'; readonly 'La Manouba': 'منوبة'; readonly 'Le Kef': 'الكاف';
  readonly Mahdia: 'المهدية'; readonly Medenine: 'مدنين'; readonly Monastir: 'المنستير'; readonly Nabeul: 'نابل';
  readonly Sfax: 'صفاقس'; readonly 'Sidi Bouzid': 'سيدي بوزيد'; readonly Siliana: 'سليانة'; readonly Sousse: 'سوسة';
  readonly Tataouine: 'تطاوين'; readonly Tozeur: 'توزر'; readonly Tunis: 'تونس'; readonly Zaghouan: 'زغوان';
};
export const GOVERNORATES: readonly [
  'Ariana', 'Beja', 'Ben Arous', 'Bizerte', 'Gabes', 'Gafsa', 'Jendouba', 'Kairouan', 'Kasserine', 'Kebili',
  'La Manouba', 'Le Kef', 'Mahdia', 'Medenine', 'Monastir', 'Nabeul', 'Sfax', 'Sidi Bouzid', 'Siliana', 'Sousse',
  'Tataouine', 'Tozeur', 'Tunis', 'Zaghouan',
];
export const SECTORS: readonly ['PUBLIC', 'PRIVATE'];
export const EDUCATION_TYPES: readonly ['INITIAL', 'OTHER', 'CONTINUING'];
export const ORGANIZATION_MODES: readonly ['HYBRID', 'IN_PERSON', 'REMOTE'];
