// Reference rows and rating bodies for the API tests. Targets are created by the superuser, the way the
// import script and the demo generator create them.
import type PocketBase from 'pocketbase';
import { ENROLMENT_STATUSES, INSTITUTION_SCORES, INSTRUCTOR_TAGS as TAGS, PROGRAM_SCORES } from '@contract/ratings.js';

let serial = 0;
const next = () => `${Date.now().toString(36)}-${(serial += 1)}`;

// The lists a payload is built from (contract/ratings.js); what the server must answer stays written out in each test.
export { INSTITUTION_SCORES, PROGRAM_SCORES, TAGS };

/** A deterministic pseudo-random source, so a failing run can be replayed from its seed. */
export function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  const nextFloat = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  return {
    float: nextFloat,
    int: (min: number, max: number) => min + Math.floor(nextFloat() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(nextFloat() * items.length)] as T,
    bool: () => nextFloat() < 0.5,
  };
}
export type Random = ReturnType<typeof seeded>;

/** A client-style record id: 15 characters of a–z0–9. */
export function clientId(random: Random = seeded(Date.now())): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 15; i += 1) id += alphabet[random.int(0, alphabet.length - 1)];
  return id;
}

export async function createInstitution(admin: PocketBase, extra: Record<string, unknown> = {}) {
  return admin.collection('institutions').create({
    name: `Institut de test ${next()}`,
    name_ar: 'معهد تجريبي',
    country: 'TUNISIA',
    governorate: 'Sfax',
    sector: 'PUBLIC',
    ...extra,
  });
}

export async function createProgram(admin: PocketBase, institution: string, extra: Record<string, unknown> = {}) {
  return admin.collection('programs').create({
    institution,
    type_of_education: 'INITIAL',
    mode_of_organization: 'IN_PERSON',
    degree: 'Licence',
    field: 'Sciences exactes et technologie',
    discipline_major: `Informatique ${next()}`,
    ...extra,
  });
}

export async function createInstructor(admin: PocketBase, institution: string, extra: Record<string, unknown> = {}) {
  return admin.collection('instructors').create({
    name: `Enseignant ${next()}`,
    institution,
    department: 'Informatique',
    user_agrees: true,
    status: 'ACTIVE',
    ...extra,
  });
}

function scores(names: readonly string[], random: Random) {
  return Object.fromEntries(names.map((n) => [n, random.int(1, 5)]));
}

export function institutionRatingBody(institution: string, random: Random, extra: Record<string, unknown> = {}) {
  return {
    institution,
    review: 'A place with good teachers and a long commute.',
    ...scores(INSTITUTION_SCORES, random),
    ...extra,
  };
}

export function programRatingBody(program: string, random: Random, extra: Record<string, unknown> = {}) {
  return {
    program,
    enrolment_status: random.pick(ENROLMENT_STATUSES),
    review: 'Demanding courses, helpful staff, few labs.',
    ...scores(PROGRAM_SCORES, random),
    ...extra,
  };
}

export function instructorRatingBody(instructor: string, random: Random, extra: Record<string, unknown> = {}) {
  const tagCount = random.int(0, 3);
  const tags = new Set<string>();
  while (tags.size < tagCount) tags.add(random.pick(TAGS));
  const received = random.bool();
  return {
    instructor,
    course: random.pick(['Analyse 1', 'Algèbre 2', 'Bases de données', 'Réseaux']),
    course_is_online: random.bool(),
    overall_quality: random.int(1, 5),
    difficulty: random.int(1, 5),
    would_take_again: random.bool(),
    instructor_used_textbooks: random.bool(),
    attendance_mandatory: random.bool(),
    grade_status: received ? 'RECEIVED' : 'RATHER_NOT_SAY',
    grade: received ? `${random.int(8, 18)}/20` : '',
    tags: [...tags],
    review: 'Clear lectures and fair exams, but a lot of homework.',
    ...extra,
  };
}
