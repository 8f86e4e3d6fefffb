// Types of collections.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export const COLLECTIONS: {
  readonly users: 'users';
  readonly institutions: 'institutions';
  readonly institutionDepartments: 'institution_departments';
  readonly instructors: 'instructors';
  readonly institutionRatings: 'institution_ratings';
  readonly programs: 'programs';
  readonly programRatings: 'program_ratings';
  readonly instructorRatings: 'instructor_ratings';
  readonly reports: 'reports';
  readonly moderationLog: 'moderation_log';
  readonly institutionsSearch: 'institutions_search';
  readonly institutionRatingsAverage: 'institution_ratings_average';
  readonly programRatingsAverage: 'program_ratings_average';
  readonly programsSearch: 'programs_search';
  readonly instructorsSearch: 'instructors_search';
  readonly instructorRatingsAverage: 'instructor_ratings_average';
  readonly instructorCourses: 'instructor_courses';
  readonly ratingVotes: 'rating_votes';
  readonly instructorClaims: 'instructor_claims';
  readonly ratingReplies: 'rating_replies';
  readonly ratingRevisions: 'rating_revisions';
};
export const RATING_TARGETS: {
  readonly institution_ratings: 'institution';
  readonly program_ratings: 'program';
  readonly instructor_ratings: 'instructor';
};
export const REPORTED_COLLECTIONS: {
  readonly 'institution-rating': 'institution_ratings';
  readonly 'program-rating': 'program_ratings';
  readonly 'instructor-rating': 'instructor_ratings';
  readonly instructors: 'instructors';
  readonly 'rating-reply': 'rating_replies';
};
export const REPORT_TYPES: readonly [
  'institution-rating',
  'program-rating',
  'instructor-rating',
  'instructors',
  'rating-reply',
];
