// Author, status and validation of ratings, instructor suggestions and reports (see lib/contributions.js).
const AUTHORED = ["institution_ratings", "program_ratings", "instructor_ratings", "instructors", "reports"];

onRecordCreateRequest((e) => require(`${__hooks}/lib/contributions.js`).onCreateRequest(e), ...AUTHORED);
onRecordUpdateRequest((e) => require(`${__hooks}/lib/contributions.js`).onUpdateRequest(e), ...AUTHORED);
onRecordCreate((e) => {
  require(`${__hooks}/lib/contributions.js`).defaultStatus(e);
  e.next();
}, "instructors", "reports");
