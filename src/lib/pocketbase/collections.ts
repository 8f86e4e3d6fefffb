// Collection names of the PocketBase schema (issue 2). Everything that talks to the server uses these.
export const COLLECTIONS = {
  users: 'users',
  institutions: 'institutions',
  institutionDepartments: 'institution_departments',
  instructors: 'instructors',
  institutionRatings: 'institution_ratings',
  programs: 'programs',
  programRatings: 'program_ratings',
  instructorRatings: 'instructor_ratings',
  reports: 'reports',
  institutionsSearch: 'institutions_search',
  institutionRatingsAverage: 'institution_ratings_average',
  programRatingsAverage: 'program_ratings_average',
  programsSearch: 'programs_search',
  instructorsSearch: 'instructors_search',
  instructorRatingsAverage: 'instructor_ratings_average',
  instructorCourses: 'instructor_courses',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
