// Types of governorate-names.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const GOVERNORATES_AR: {
  readonly Ariana: 'أريانة';
  readonly Beja: 'باجة';
  readonly 'Ben Arous': 'بن عروس';
  readonly Bizerte: 'بنزرت';
  readonly Gabes: 'قابس';
  readonly Gafsa: 'قفصة';
  readonly Jendouba: 'جندوبة';
  readonly Kairouan: 'القيروان';
  readonly Kasserine: 'القصرين';
  readonly Kebili: 'قبلي';
  readonly 'La Manouba': 'منوبة';
  readonly 'Le Kef': 'الكاف';
  readonly Mahdia: 'المهدية';
  readonly Medenine: 'مدنين';
  readonly Monastir: 'المنستير';
  readonly Nabeul: 'نابل';
  readonly Sfax: 'صفاقس';
  readonly 'Sidi Bouzid': 'سيدي بوزيد';
  readonly Siliana: 'سليانة';
  readonly Sousse: 'سوسة';
  readonly Tataouine: 'تطاوين';
  readonly Tozeur: 'توزر';
  readonly Tunis: 'تونس';
  readonly Zaghouan: 'زغوان';
};
