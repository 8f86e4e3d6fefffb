// Each institution and program rating stores its own overall score (the mean of its ten scores, contract/
// rating-order.js) so that "highest" and "lowest" are an index range (migration 1796300000). Set on every save,
// create or update, by anyone: a client's value is never kept, and a superuser's edit of a score moves it.
onRecordCreate(
  (e) => require(`${__hooks}/lib/ratings/rating-overall.js`).fill(e),
  "institution_ratings",
  "program_ratings",
);
onRecordUpdate(
  (e) => require(`${__hooks}/lib/ratings/rating-overall.js`).fill(e),
  "institution_ratings",
  "program_ratings",
);
