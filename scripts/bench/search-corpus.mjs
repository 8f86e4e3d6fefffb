// The records the search engine's benchmark (search-engine.mjs) and query test
// (tests/unit/search-engine-queries.test.ts) run on: the repository's reference institutions and programs
// (pocketbase/seed/reference, with their Arabic program names when programs-ar.json exists), the synthetic
// instructors of tests/fixtures/search-instructors.json, and as many more synthetic instructors as asked,
// with realistic Tunisian names (Latin script as university sites write them, some in Arabic script).
// Deterministic: the same seed gives the same people.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const referenceDir = path.join(root, 'pocketbase', 'seed', 'reference');

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Every reference institution, as the engine reads institutions (no reviews yet: review_count 0). */
export function referenceInstitutions() {
  const files = fs
    .readdirSync(referenceDir)
    .filter((f) => /^institutions-.*\.json$/.test(f))
    .sort();
  // The aliases the reference migration stores (institution-aliases.json), by exact name.
  const aliasFile = path.join(referenceDir, 'institution-aliases.json');
  const aliasesOf = fs.existsSync(aliasFile) ? readJson(aliasFile).aliases : {};
  const out = [];
  for (const file of files) {
    for (const inst of readJson(path.join(referenceDir, file)).institutions) {
      out.push({
        id: `inst${String(out.length).padStart(11, '0')}`,
        name: inst.name,
        name_ar: inst.name_ar || '',
        aliases: Array.isArray(aliasesOf[inst.name]) ? aliasesOf[inst.name] : [],
        governorate: inst.governorate,
        review_count: 0,
        kind: inst.kind,
        programs: inst.programs || [],
      });
    }
  }
  return out;
}

/** The Arabic names of disciplines and specializations, when the reference has them (else null). */
export function programNamesAr() {
  const file = path.join(referenceDir, 'programs-ar.json');
  return fs.existsSync(file) ? readJson(file) : null;
}

/** Every reference program, with its institution's names. */
export function referencePrograms(institutions) {
  const ar = programNamesAr();
  const { degrees } = readJson(path.join(referenceDir, 'vocabulary.json'));
  const out = [];
  for (const inst of institutions) {
    for (const [code, discipline, pathway = ''] of inst.programs) {
      const program = {
        id: `prog${String(out.length).padStart(11, '0')}`,
        degree: degrees[code],
        discipline_major: discipline,
        specialization_pathway: pathway,
        institution_name: inst.name,
        institution_name_ar: inst.name_ar,
        review_count: 0,
      };
      if (ar) {
        program.discipline_major_ar = ar.disciplines?.[discipline] ?? '';
        program.specialization_pathway_ar = pathway ? (ar.specializations?.[pathway] ?? '') : '';
      }
      out.push(program);
    }
  }
  return out;
}

/** The hand-written synthetic instructors of the query test, with their institution's Arabic name. */
export function fixtureInstructors(institutions) {
  const arabic = new Map(institutions.map((inst) => [inst.name, inst.name_ar]));
  return readJson(path.join(root, 'tests', 'fixtures', 'search-instructors.json')).instructors.map((record) => ({
    ...record,
    institution_name_ar: arabic.get(record.institution_name) ?? '',
  }));
}

const FIRST = [
  'Mohamed',
  'Mohammed',
  'Mhamed',
  'Ahmed',
  'Ali',
  'Sami',
  'Karim',
  'Hichem',
  'Hichem',
  'Walid',
  'Anis',
  'Fares',
  'Bilel',
  'Bilal',
  'Mehdi',
  'Tarek',
  'Tarak',
  'Nizar',
  'Slim',
  'Zied',
  'Ziad',
  'Hatem',
  'Oussama',
  'Oussema',
  'Habib',
  'Khaled',
  'Khalil',
  'Riadh',
  'Ryadh',
  'Amine',
  'Aymen',
  'Ayman',
  'Skander',
  'Chokri',
  'Lotfi',
  'Youssef',
  'Yousef',
  'Mourad',
  'Mounir',
  'Moncef',
  'Nabil',
  'Nejib',
  'Najib',
  'Noureddine',
  'Nourredine',
  'Abdelkader',
  'Abderrahmen',
  'Abdelaziz',
  'Abdallah',
  'Abdelhamid',
  'Faouzi',
  'Fethi',
  'Fathi',
  'Hassen',
  'Hassan',
  'Hamza',
  'Hamdi',
  'Jamel',
  'Jamal',
  'Kamel',
  'Kamal',
  'Lassaad',
  'Maher',
  'Moez',
  'Mokhtar',
  'Mustapha',
  'Mostfa',
  'Ramzi',
  'Rached',
  'Ridha',
  'Reda',
  'Sabri',
  'Samir',
  'Seifeddine',
  'Taoufik',
  'Tawfik',
  'Wassim',
  'Wissem',
  'Yassine',
  'Yacine',
  'Zouhaier',
  'Ezzeddine',
  'Adel',
  'Bechir',
  'Chedly',
  'Foued',
  'Ghazi',
  'Imed',
  'Issam',
  'Kais',
  'Lamine',
  'Marouane',
  'Mondher',
  'Raouf',
  'Sofiene',
  'Sofiane',
  'Slah',
  'Tahar',
  'Wajdi',
  'Zakaria',
  'Amira',
  'Ines',
  'Salma',
  'Rim',
  'Leila',
  'Leyla',
  'Sonia',
  'Olfa',
  'Hajer',
  'Asma',
  'Emna',
  'Amna',
  'Marwa',
  'Wafa',
  'Dorra',
  'Yosra',
  'Sarra',
  'Sara',
  'Mouna',
  'Nadia',
  'Imen',
  'Imene',
  'Houda',
  'Fatma',
  'Meriem',
  'Mariem',
  'Rania',
  'Ons',
  'Hela',
  'Hella',
  'Sihem',
  'Siham',
  'Najla',
  'Nesrine',
  'Nesrin',
  'Rym',
  'Samia',
  'Saloua',
  'Salwa',
  'Souad',
  'Zeineb',
  'Zaineb',
  'Khadija',
  'Kaouther',
  'Kawther',
  'Latifa',
  'Lamia',
  'Manel',
  'Mounira',
  'Nawel',
  'Raja',
  'Sana',
  'Souha',
  'Wided',
  'Yasmine',
  'Jihene',
  'Chiraz',
  'Hanene',
  'Ghada',
  'Hend',
  'Amel',
];
const SECOND = ['Ali', 'Amine', 'Salah', 'Habib', 'Hedi', 'Slim', 'Aziz', 'Anis', 'Karim', 'Mehdi', 'Yassine', 'Taher'];
const FAMILY = [
  'Ben Salah',
  'Trabelsi',
  'Gharbi',
  'Jaziri',
  'Hammami',
  'Mansouri',
  'Ben Ali',
  'Sassi',
  'Bouazizi',
  'Chaabane',
  'Dridi',
  'Ayari',
  'Khelifi',
  'Mejri',
  'Ben Youssef',
  'Zouari',
  'Jebali',
  'Jbali',
  'Ferchichi',
  'Hamdi',
  'Riahi',
  'Baccouche',
  'Ben Amor',
  'Haddad',
  'Kammoun',
  'Karray',
  'Ellouze',
  'Masmoudi',
  'Chebbi',
  'Nasri',
  'Ouerghi',
  'Belhaj',
  'Belhadj',
  'Guesmi',
  'Gasmi',
  'Toumi',
  'Selmi',
  'Saidi',
  'Brahmi',
  'Marzouki',
  'Ben Hassine',
  'Chatti',
  'Abidi',
  'Boughanmi',
  'Fourati',
  'Ghannouchi',
  'Hachicha',
  'Ben Romdhane',
  'Kefi',
  'Laabidi',
  'Mrad',
  'Sfar',
  'Turki',
  'Kallel',
  'Ghorbel',
  'Mhiri',
  'Sellami',
  'Slama',
  'Kharrat',
  'Dhieb',
  'Jlassi',
  'Zitouni',
  'Kouki',
  'Oueslati',
  'Weslati',
  'Abid',
  'Bahri',
  'Hosni',
  'Chaouch',
  'Cherif',
  'Mathlouthi',
  'Soltani',
  'Khemiri',
  'Jemai',
  'Ben Aissa',
  'Ben Mabrouk',
  'El Euch',
  'Elleuch',
  'Lahmar',
  'Ben Abdallah',
  'Ben Hmida',
  'Elloumi',
  'Bouhlel',
  'Ben Othman',
  'Mahfoudh',
  'Ben Jemaa',
  'Jarraya',
  'Ben Hamouda',
  'Ksibi',
  'Bouaziz',
  'Khlifi',
  'Ben Ammar',
  'Abdelkefi',
  'Gargouri',
  'Chtourou',
  'Mzoughi',
  'Ben Slimane',
  'Khadhraoui',
  'Mabrouk',
  'Mezghani',
  'Bouslama',
  'Dhaouadi',
  'Ben Rejeb',
  'Ben Amara',
  'Belkhiria',
  'Ghribi',
  'Ben Nasr',
  'Chaari',
  'Ben Salem',
  'Ben Khalifa',
  'Ben Mansour',
  'Charfi',
  'Ben Younes',
  'Belaid',
  'Jouini',
  'Triki',
  'Ben Ayed',
  'Gharsallah',
  'Ben Moussa',
  'Ben Hamida',
  'Maalej',
  'Derbel',
  'Hamrouni',
  'Ben Saad',
  'Khalfallah',
  'Ayadi',
  'Bouzid',
  'Mbarek',
  'Ben Abdelkader',
  'Ben Slama',
  'Daoud',
  'Mestiri',
  'Mahjoub',
  'Ben Miled',
  'Sahli',
  'Souissi',
  'Zaghdoud',
  'Louati',
  'Baklouti',
  'Feki',
  'Kamoun',
  'Ayedi',
  'Frikha',
  'Damak',
  'Ben Abdallah',
  'Rekik',
];
const FIRST_AR = [
  'محمد',
  'أحمد',
  'علي',
  'سامي',
  'كريم',
  'هشام',
  'وليد',
  'أنيس',
  'بلال',
  'مهدي',
  'طارق',
  'نزار',
  'سليم',
  'زياد',
  'حاتم',
  'أسامة',
  'الحبيب',
  'خالد',
  'رياض',
  'أمين',
  'أيمن',
  'إسكندر',
  'شكري',
  'لطفي',
  'يوسف',
  'مراد',
  'منير',
  'نبيل',
  'نجيب',
  'نور الدين',
  'عبد القادر',
  'عبد الرحمان',
  'عبد العزيز',
  'عبد الله',
  'فوزي',
  'فتحي',
  'حسان',
  'حمزة',
  'جمال',
  'كمال',
  'ماهر',
  'معز',
  'مختار',
  'رمزي',
  'رضا',
  'صابر',
  'سمير',
  'توفيق',
  'ياسين',
  'أميرة',
  'إيناس',
  'سلمى',
  'ريم',
  'ليلى',
  'سنية',
  'ألفة',
  'هاجر',
  'أسماء',
  'آمنة',
  'مروى',
  'وفاء',
  'درة',
  'يسرى',
  'سارة',
  'منى',
  'نادية',
  'إيمان',
  'هدى',
  'فاطمة',
  'مريم',
  'رانية',
  'سهام',
  'نجلاء',
  'نسرين',
  'سامية',
  'سلوى',
  'سعاد',
  'زينب',
  'خديجة',
  'كوثر',
  'لطيفة',
  'لمياء',
  'منال',
  'منيرة',
  'نوال',
  'رجاء',
  'سناء',
];
const FAMILY_AR = [
  'بن صالح',
  'الطرابلسي',
  'الغربي',
  'الجزيري',
  'الحمامي',
  'المنصوري',
  'بن علي',
  'ساسي',
  'بوعزيزي',
  'شعبان',
  'الدريدي',
  'العياري',
  'الخليفي',
  'الماجري',
  'بن يوسف',
  'الزواري',
  'الجبالي',
  'الفرشيشي',
  'الحامدي',
  'الرياحي',
  'بن عمر',
  'الحداد',
  'كمون',
  'الكراي',
  'اللوز',
  'المصمودي',
  'الشابي',
  'الناصري',
  'الورغي',
  'بالحاج',
  'القاسمي',
  'التومي',
  'السالمي',
  'السعيدي',
  'البراهمي',
  'المرزوقي',
  'بن حسين',
  'الشطي',
  'العبيدي',
  'البوغانمي',
  'الفراتي',
  'الغنوشي',
  'بن رمضان',
  'الكافي',
  'التركي',
  'القلال',
  'الغربال',
  'المهيري',
  'السلامي',
  'الخراط',
  'الذيب',
  'الجلاصي',
  'الزيتوني',
  'الكوكي',
  'الوسلاتي',
  'البحري',
  'الحسني',
  'الشريف',
  'المثلوثي',
  'السلطاني',
  'الخميري',
];

/** A small seeded generator (mulberry32): the same seed, the same people. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A name as staff lists write it: "First Family", "First Second Family", "FAMILY First", "Med Second Family"… */
function latinName(pick, next) {
  const first = pick(FIRST);
  const family = pick(FAMILY);
  const r = next();
  if (r < 0.45) return `${first} ${family}`;
  if (r < 0.6) return `${first} ${pick(SECOND)} ${family}`;
  if (r < 0.8) return `${family.toUpperCase()} ${first}`;
  if (r < 0.92) return `${family} ${first}`;
  return `Med ${pick(SECOND)} ${family}`;
}

/**
 * `count` synthetic instructors at the given institutions, one in ten named in Arabic script. Names for which
 * `exclude(name)` is true are drawn again.
 */
export function syntheticInstructors(count, { seed = 1, institutions, exclude = () => false } = {}) {
  const vocabulary = readJson(path.join(referenceDir, 'vocabulary.json'));
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const out = [];
  while (out.length < count) {
    const name = next() < 0.1 ? `${pick(FIRST_AR)} ${pick(FAMILY_AR)}` : latinName(pick, next);
    if (exclude(name)) continue;
    const inst = pick(institutions);
    const departments = vocabulary.kinds[inst.kind]?.departments ?? [];
    out.push({
      id: `synt${String(out.length).padStart(11, '0')}`,
      name,
      department: departments.length > 0 ? pick(departments) : '',
      institution_name: inst.name,
      institution_name_ar: inst.name_ar,
      // Most instructors have a few reviews, a few have many.
      review_count: Math.floor(next() ** 3 * 60),
    });
  }
  return out;
}
