/// <reference path="../pb_data/types.d.ts" />
// Authors are visible to moderators and superusers only, including through expand (see lib/anonymity.js).
onRecordEnrich(
  (e) => require(`${__hooks}/lib/anonymity.js`).onEnrich(e),
  "institution_ratings", "program_ratings", "instructor_ratings", "instructors", "reports",
);
