// `instructor_courses.courses_taught` is the distinct courses of an instructor's published ratings, joined by
// ", " (docs/api.md). The rating form suggests them one by one.
export function splitCourses(joined: string): string[] {
  return [
    ...new Set(
      joined
        .split(',')
        .map((course) => course.trim())
        .filter((course) => course !== ''),
    ),
  ];
}
