/// <reference path="../pb_data/types.d.ts" />
// The instructor page narrows its ratings by course and names each course with its number of published ratings.
// `instructor_courses` gains `course_counts`: a JSON array of {"course", "count"} from `instructor_course_stats`
// (kept by the read-model triggers, one row per course as written), sorted by course like `courses_taught`.
// A course here is exactly what the list filter `course = …` matches, so a count is the length of the list it
// opens. Cast to TEXT so PocketBase gives it a plain text field; the app parses it. The correlated read is one
// range of the stats table's (instructor, course) index per row.
migrate(
  (app) => {
    const view = app.findCollectionByNameOrId("instructor_courses");
    view.viewQuery = `SELECT
  t.id AS id, t.id AS instructor_id,
  CAST(COALESCE(s.courses_taught, '') AS TEXT) AS courses_taught,
  CAST(COALESCE((SELECT json_group_array(json_object('course', c.course, 'count', c.review_count))
    FROM (SELECT c.course, c.review_count FROM instructor_course_stats c
      WHERE c.instructor = t.id AND c.review_count > 0 ORDER BY c.course) c), '[]') AS TEXT) AS course_counts
FROM instructors t
LEFT JOIN instructor_stats s ON s.id = t.id
WHERE t.status = 'ACTIVE'`;
    app.save(view);
  },
  (app) => {
    const view = app.findCollectionByNameOrId("instructor_courses");
    view.viewQuery = `SELECT
  t.id AS id, t.id AS instructor_id,
  CAST(COALESCE(s.courses_taught, '') AS TEXT) AS courses_taught
FROM instructors t
LEFT JOIN instructor_stats s ON s.id = t.id
WHERE t.status = 'ACTIVE'`;
    app.save(view);
  },
);
