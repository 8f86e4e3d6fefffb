// Author, status and validation of ratings, instructor suggestions and reports (see lib/contributions/contributions.js).
// Every collection users write (contract/statuses.js: each is a moderation queue).
const AUTHORED = require(`${__hooks}/../../contract/statuses.js`).QUEUE_KINDS;

onRecordCreateRequest((e) => require(`${__hooks}/lib/contributions/contributions.js`).onCreateRequest(e), ...AUTHORED);
onRecordUpdateRequest((e) => require(`${__hooks}/lib/contributions/contributions.js`).onUpdateRequest(e), ...AUTHORED);
onRecordCreate(
  (e) => {
    require(`${__hooks}/lib/contributions/contributions.js`).defaultStatus(e);
    e.next();
  },
  "instructors",
  "reports",
  "instructor_claims",
  "rating_replies",
);
