// The 24 governorates as the server stores them (English/French spelling), with their Arabic names.
export const GOVERNORATES = {
  Ariana: 'أريانة', Beja: 'باجة', 'Ben Arous': 'بن عروس', Bizerte: 'بنزرت', Gabes: 'قابس', Gafsa: 'قفصة',
  Jendouba: 'جندوبة', Kairouan: 'القيروان', Kasserine: 'القصرين', Kebili: 'قبلي', 'La Manouba': 'منوبة',
  'Le Kef': 'الكاف', Mahdia: 'المهدية', Medenine: 'مدنين', Monastir: 'المنستير', Nabeul: 'نابل', Sfax: 'صفاقس',
  'Sidi Bouzid': 'سيدي بوزيد', Siliana: 'سليانة', Sousse: 'سوسة', Tataouine: 'تطاوين', Tozeur: 'توزر',
  Tunis: 'تونس', Zaghouan: 'زغوان',
} as const satisfies Record<string, string>;

export type Governorate = keyof typeof GOVERNORATES;
export const GOVERNORATE_NAMES = Object.keys(GOVERNORATES) as Governorate[];

export const SECTORS = ['PUBLIC', 'PRIVATE'] as const;
export type Sector = (typeof SECTORS)[number];

export function isGovernorate(value: unknown): value is Governorate {
  return typeof value === 'string' && Object.hasOwn(GOVERNORATES, value);
}

/** The governorate in the reader's language: Arabic readers get the Arabic name. */
export function governorateName(value: string, language: string): string {
  return language === 'ar' && isGovernorate(value) ? GOVERNORATES[value] : value;
}
