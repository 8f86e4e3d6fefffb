// Words of the demo data: invented instructor names (marked "(démo)" so nobody mistakes them for real
// people), course titles by department, and short reviews in Tunisian Arabic, French and English, grouped
// by how favourable they are so that a review agrees with its scores.

export const FIRST_NAMES = [
  'Amira',
  'Youssef',
  'Sana',
  'Mehdi',
  'Ines',
  'Karim',
  'Leila',
  'Walid',
  'Nour',
  'Hédi',
  'Rim',
  'Sami',
  'Olfa',
  'Anis',
  'Salma',
  'Bilel',
  'Emna',
  'Fares',
  'Hela',
  'Nizar',
];
export const LAST_NAMES = [
  'Ben Salah',
  'Trabelsi',
  'Gharbi',
  'Jaziri',
  'Hammami',
  'Mansouri',
  'Ayari',
  'Chaabane',
  'Ben Ammar',
  'Dridi',
  'Jlassi',
  'Mejri',
  'Zouari',
  'Kammoun',
  'Sassi',
  'Belhaj',
];
export const DEMO_MARK = '(démo)';

// First matching keyword of the department wins; the fallback is built from the department's name.
const COURSES = [
  [
    /informati|logiciel|réseau|numérique|multimédia/i,
    [
      'Algorithmique et structures de données',
      'Programmation orientée objet',
      'Bases de données',
      'Réseaux informatiques',
      "Systèmes d'exploitation",
      'Développement web',
    ],
  ],
  [
    /mathémati|statisti|quantitati/i,
    ['Analyse 1', 'Algèbre linéaire', 'Probabilités et statistique', 'Analyse numérique'],
  ],
  [/physique/i, ['Mécanique du point', 'Électromagnétisme', 'Thermodynamique', 'Optique géométrique']],
  [/chimi/i, ['Chimie organique', 'Chimie des solutions', 'Chimie analytique']],
  [/biolog|biotech|vie|bioch/i, ['Biologie cellulaire', 'Biochimie structurale', 'Microbiologie', 'Génétique']],
  [/terre|géolog/i, ['Géologie générale', 'Pétrologie', 'Cartographie géologique']],
  [/électr|automati/i, ['Électronique analogique', 'Électrotechnique', 'Automatique', 'Systèmes embarqués']],
  [
    /mécani/i,
    [
      'Résistance des matériaux',
      'Mécanique des fluides',
      'Fabrication mécanique',
      'Conception assistée par ordinateur',
    ],
  ],
  [/civil|hydrau/i, ['Béton armé', 'Topographie', 'Mécanique des sols', 'Hydraulique générale']],
  [/industri/i, ['Gestion de production', 'Recherche opérationnelle', 'Management de la qualité']],
  [
    /gestion|management|marketing|financ|comptab|économ|affaires/i,
    [
      'Comptabilité financière',
      'Microéconomie',
      'Macroéconomie',
      'Marketing fondamental',
      "Finance d'entreprise",
      'Management des organisations',
    ],
  ],
  [
    /droit|politique/i,
    ['Droit constitutionnel', 'Droit civil : les obligations', 'Droit administratif', 'Relations internationales'],
  ],
  [
    /anglais|français|arabe|allemand|espagnol|italien|langue|lettres/i,
    ['Linguistique générale', 'Littérature', 'Traduction', 'Expression écrite', 'Civilisation'],
  ],
  [
    /histoire|géograph|philosoph|sociolog|psycholog|humain/i,
    ['Méthodologie de la recherche', 'Histoire contemporaine', 'Introduction à la sociologie', 'Épistémologie'],
  ],
  [
    /médecine|chirurg|pédiatr|gynéco|fondamentales|communautaire/i,
    ['Anatomie', 'Physiologie', 'Sémiologie', 'Pharmacologie', 'Santé publique'],
  ],
];

export function coursesFor(department) {
  const found = COURSES.find(([pattern]) => pattern.test(department));
  if (found) return found[1];
  return [`Introduction : ${department}`.slice(0, 100), 'Méthodologie du travail universitaire'];
}

/** REVIEWS[target][tone] = [[language, text], …]; tone: good, mixed, poor. */
export const REVIEWS = {
  institution: {
    good: [
      ['ar', 'الجو في الكلية باهي برشا والأساتذة يعاونوك كي تحتاج. المكتبة مرتبة والنقل قريب.'],
      ['ar', 'قريت فيها ثلاثة سنين وما ندمتش. الكلوبات ناشطة وفما برشا فرص ستاج.'],
      ['fr', 'Campus agréable, administration plutôt réactive et une bibliothèque bien fournie. Je recommande.'],
      ['fr', 'Bonne ambiance entre étudiants, beaucoup de clubs et des enseignants disponibles.'],
      ['en', 'Friendly campus with active clubs and helpful staff. The library is quiet and well stocked.'],
      ['en', 'Good reputation with employers; internships were easy to find through the alumni network.'],
    ],
    mixed: [
      ['ar', 'الدراسة مليحة أما الإدارة بطيئة شوية والويفي ديما طايح.'],
      ['ar', 'الأساتذة باهين أما القاعات تحب ترميم والمطعم عادي.'],
      ['fr', "Les cours sont sérieux mais les salles vieillissent et le wifi ne marche qu'à moitié."],
      ['fr', "Bon niveau académique, mais l'administration est lente pour les attestations."],
      ['en', 'Solid teaching, but the buildings need work and the cafeteria queue is long.'],
      ['en', 'Decent place to study; transport is the main problem, especially in winter.'],
    ],
    poor: [
      ['ar', 'الإدارة ما تجاوبش والوقت يضيع في الصفوف. الويفي ما يخدمش جملة.'],
      ['ar', 'المبيت بعيد والنقل صعيب، والقاعات باردة في الشتاء.'],
      ['fr', 'Administration difficile à joindre, emplois du temps changés à la dernière minute.'],
      ['fr', "Locaux mal entretenus et presque pas d'activités en dehors des cours."],
      ['en', 'Hard to get anything done with the administration, and the internet barely works.'],
      ['en', 'Classrooms are overcrowded and there is little support for finding internships.'],
    ],
  },
  program: {
    good: [
      ['ar', 'البرنامج متوازن بين النظري والتطبيقي، وكي كملت لقيت خدمة بسرعة.'],
      ['ar', 'المواد مفيدة والستاج في آخر العام عاوني برشا.'],
      ['fr', "Programme bien construit, avec des projets concrets et un stage de fin d'études utile."],
      ['fr', 'Contenu à jour et enseignants compétents ; la charge de travail reste raisonnable.'],
      ['en', 'Well-structured curriculum with practical projects and a useful final internship.'],
      ['en', 'Up-to-date content and a good balance between theory and labs.'],
    ],
    mixed: [
      ['ar', 'المحتوى باهي أما برشا مواد تتعاود والخدمة ثقيلة في السداسي الثاني.'],
      ['ar', 'البرنامج مليح أما يلزمو تحديث، فما مواد قديمة برشا.'],
      ['fr', 'Contenu intéressant mais trop théorique, peu de travaux pratiques.'],
      ['fr', 'Bonne formation de base, mais les labos manquent de matériel.'],
      ['en', 'Interesting modules, but too much theory and not enough lab time.'],
      ['en', 'Good foundations, though the second semester workload is heavy.'],
    ],
    poor: [
      ['ar', 'برشا مواد ما عندها حتى علاقة بسوق الشغل، والتأطير ضعيف.'],
      ['ar', 'الساعات برشا والنتيجة قليلة، وما فماش ستاجات مضمونة.'],
      ['fr', "Programme dépassé, peu d'encadrement et presque aucun lien avec les entreprises."],
      ['fr', 'Charge de travail énorme pour peu de contenu utile.'],
      ['en', 'Outdated syllabus and very little guidance for projects or internships.'],
      ['en', 'Heavy workload with little that prepares you for a job.'],
    ],
  },
  instructor: {
    good: [
      ['ar', 'أستاذ ممتاز، يفسّر بالشوية ويجاوب على الأسئلة الكل. الامتحان واضح.'],
      ['ar', 'تقرا معاه بالفرحة، ديما يعطي أمثلة من الواقع.'],
      ['fr', 'Explique très clairement, disponible après le cours et juste dans la notation.'],
      ['fr', 'Cours passionnant, beaucoup d’exemples concrets. Je le reprendrais sans hésiter.'],
      ['en', 'Explains things clearly, answers every question and grades fairly.'],
      ['en', 'Engaging lectures with real-world examples. Would take again.'],
    ],
    mixed: [
      ['ar', 'يعرف المادة مليح أما يمشي بالزربة والامتحان صعيب شوية.'],
      ['ar', 'الدروس مفيدة أما الحضور إجباري والواجبات برشا.'],
      ['fr', "Maîtrise son sujet mais va trop vite ; l'examen était plus dur que les TD."],
      ['fr', 'Cours utile, mais beaucoup de devoirs et la présence est contrôlée.'],
      ['en', 'Knows the subject well but moves fast; the exam was harder than the tutorials.'],
      ['en', 'Useful course, but lots of homework and attendance is strictly checked.'],
    ],
    poor: [
      ['ar', 'ما يفسّرش مليح ويقرا من السلايدات برك. التقييم موش واضح.'],
      ['ar', 'ديما يجي متأخر وما يجاوبش على الإيميلات.'],
      ['fr', 'Lit ses diapositives sans expliquer, critères de notation flous.'],
      ['fr', 'Souvent en retard et difficile à joindre en dehors du cours.'],
      ['en', 'Reads from the slides without explaining, and the grading criteria are unclear.'],
      ['en', 'Often late and hard to reach outside class.'],
    ],
  },
};

/** Tags that fit a good, mixed or poor instructor rating. */
export const TAGS_BY_TONE = {
  good: [
    'AMAZING_LECTURES',
    'CLEAR_GRADING_CRITERIA',
    'GIVES_GOOD_FEEDBACK',
    'INSPIRATIONAL',
    'CARING',
    'RESPECTED',
    'ACCESSIBLE_OUTSIDE_CLASS',
    'HILARIOUS',
    'EXTRA_CREDIT',
  ],
  mixed: [
    'PARTICIPATION_MATTERS',
    'GROUP_PROJECTS',
    'LOTS_OF_HOMEWORK',
    'LECTURE_HEAVY',
    'GET_READY_TO_READ',
    'TEST_HEAVY',
    'ONLINE_SAVVY',
  ],
  poor: [
    'TOUGH_GRADER',
    'BEWARE_OF_POP_QUIZZES',
    'SO_MANY_PAPERS',
    'GRADED_BY_FEW_THINGS',
    'TEST_HEAVY',
    'LECTURE_HEAVY',
  ],
};
