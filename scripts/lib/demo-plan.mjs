// What the demo generator writes, computed without any I/O from the real institutions it was given:
// synthetic instructors and ACTIVE ratings by synthetic raters, every value within the server's rules
// (scores 1–5, reviews 10–2000 characters, at most 3 tags, a grade only when grade_status is RECEIVED,
// one rating per rater and target).
import { INSTITUTION_SCORES, MAX_TAGS, PROGRAM_SCORES, SCORE_MAX, SCORE_MIN } from '../../contract/ratings.js';
import { createRandom, demoId } from './demo-random.mjs';
import { coursesFor, DEMO_MARK, FIRST_NAMES, LAST_NAMES, REVIEWS, TAGS_BY_TONE } from './demo-texts.mjs';

export const SEED = 20260601;
export const RATER_COUNT = 12;
export const INSTRUCTOR_COUNT = 40;

export function raterAccounts() {
  return Array.from({ length: RATER_COUNT }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { email: `rater${n}@demo.rayek.local`, name: `Demo Rater ${n}`, role: 'STUDENT' };
  });
}

/**
 * @param {Array<{ id: string, departments: string[], programs: Array<{ id: string }> }>} institutions
 * @param {string[]} raterIds user ids of the raters, in raterAccounts() order
 */
export function planDemo(institutions, raterIds) {
  const rnd = createRandom(SEED);
  const clamp = (n) => Math.min(SCORE_MAX, Math.max(SCORE_MIN, n));
  const score = (quality) => clamp(Math.round(quality + (rnd.next() * 2 - 1) * 1.2));
  const quality = () => 1.8 + rnd.next() * 2.9;
  const toneOf = (mean) => (mean >= 3.8 ? 'good' : mean >= 2.6 ? 'mixed' : 'poor');
  const review = (target, tone) => {
    const language = rnd.next() < 0.5 ? 'ar' : rnd.next() < 0.6 ? 'fr' : 'en';
    return rnd.pick(REVIEWS[target][tone].filter(([lang]) => lang === language))[1];
  };
  const weighted = (entries) => {
    let roll = rnd.next();
    for (const [value, weight] of entries) {
      if ((roll -= weight) < 0) return value;
    }
    return entries[entries.length - 1][0];
  };
  const ratersFor = (count) => rnd.shuffled(raterIds.map((id, index) => ({ id, index }))).slice(0, count);
  const scored = (fields, q) => {
    const scores = Object.fromEntries(fields.map((field) => [field, score(q)]));
    const mean = fields.reduce((sum, field) => sum + scores[field], 0) / fields.length;
    return { scores, tone: toneOf(mean) };
  };

  const institutionRatings = [];
  const programRatings = [];
  for (const institution of institutions) {
    const q = quality();
    for (const rater of ratersFor(rnd.int(3, 9))) {
      const { scores, tone } = scored(INSTITUTION_SCORES, q);
      institutionRatings.push({
        id: demoId(`institution_rating|${institution.id}|${rater.index}`),
        status: 'ACTIVE',
        institution: institution.id,
        user: rater.id,
        ...scores,
        review: review('institution', tone),
      });
    }
    for (const program of institution.programs.slice(0, 3)) {
      const pq = quality();
      for (const rater of ratersFor(rnd.int(2, 6))) {
        const { scores, tone } = scored(PROGRAM_SCORES, pq);
        programRatings.push({
          id: demoId(`program_rating|${program.id}|${rater.index}`),
          status: 'ACTIVE',
          program: program.id,
          user: rater.id,
          ...scores,
          review: review('program', tone),
          enrolment_status: weighted([
            ['ENROLLED', 0.5],
            ['GRADUATED', 0.35],
            ['WITHDRAWN', 0.1],
            ['INCOMPLETE', 0.05],
          ]),
        });
      }
    }
  }

  const instructors = [];
  const instructorRatings = [];
  const names = new Set();
  for (let i = 0; i < INSTRUCTOR_COUNT; i++) {
    const institution = institutions[i % institutions.length];
    let name;
    do name = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)} ${DEMO_MARK}`;
    while (names.has(name));
    names.add(name);
    const department = rnd.pick(institution.departments);
    const instructor = {
      id: demoId(`instructor|${i}`),
      status: 'ACTIVE',
      name,
      directory_listing: '',
      institution: institution.id,
      department,
      user_agrees: true,
    };
    instructors.push(instructor);

    const courses = rnd.shuffled(coursesFor(department)).slice(0, rnd.int(1, 2));
    const q = quality();
    // Every tenth instructor has no rating yet, as on the real site.
    const count = i % 10 === 9 ? 0 : rnd.int(2, 7);
    ratersFor(count).forEach((rater, j) => {
      const overall = score(q);
      const tone = overall >= 4 ? 'good' : overall === 3 ? 'mixed' : 'poor';
      const gradeStatus = weighted([
        ['RECEIVED', 0.6],
        ['NOT_RECEIVED_YET', 0.15],
        ['RATHER_NOT_SAY', 0.1],
        ['NO_GRADE', 0.05],
        ['WITHDRAWAL', 0.05],
        ['INCOMPLETE', 0.05],
      ]);
      instructorRatings.push({
        id: demoId(`instructor_rating|${instructor.id}|${rater.index}`),
        status: 'ACTIVE',
        instructor: instructor.id,
        user: rater.id,
        course: courses[j % courses.length],
        course_is_online: rnd.chance(0.1),
        overall_quality: overall,
        difficulty: rnd.int(1, 5),
        would_take_again: rnd.chance(overall >= 4 ? 0.9 : overall <= 2 ? 0.1 : 0.5),
        instructor_used_textbooks: rnd.chance(0.5),
        attendance_mandatory: rnd.chance(0.6),
        grade_status: gradeStatus,
        grade: gradeStatus === 'RECEIVED' ? `${rnd.int(7, 18)}${rnd.chance(0.3) ? '.5' : ''}/20` : '',
        tags: rnd.shuffled(TAGS_BY_TONE[tone]).slice(0, rnd.int(0, MAX_TAGS)),
        review: review('instructor', tone),
      });
    });
  }

  return {
    instructors,
    institution_ratings: institutionRatings,
    program_ratings: programRatings,
    instructor_ratings: instructorRatings,
  };
}
