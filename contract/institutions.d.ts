// Types of institutions.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const COUNTRIES: readonly ['TUNISIA'];
export const GOVERNORATES: readonly [
  'Ariana',
  'Beja',
  'Ben Arous',
  'Bizerte',
  'Gabes',
  'Gafsa',
  'Jendouba',
  'Kairouan',
  'Kasserine',
  'Kebili',
  'La Manouba',
  'Le Kef',
  'Mahdia',
  'Medenine',
  'Monastir',
  'Nabeul',
  'Sfax',
  'Sidi Bouzid',
  'Siliana',
  'Sousse',
  'Tataouine',
  'Tozeur',
  'Tunis',
  'Zaghouan',
];
export const SECTORS: readonly ['PUBLIC', 'PRIVATE'];
export const EDUCATION_TYPES: readonly ['INITIAL', 'OTHER', 'CONTINUING'];
export const ORGANIZATION_MODES: readonly ['HYBRID', 'IN_PERSON', 'REMOTE'];
