/// <reference path="../pb_data/types.d.ts" />
// GET /api/rayek/instructors/search?q=…[&institution=…][&page=1][&perPage=20]
// Instructor search by name from the FTS5 trigram index (migration 1795300900): a substring match in time
// that does not grow with the number of instructors, where the `instructors_search` view with `name ~ q`
// scans every name. Public, like the view it reads: the rows are exactly `instructors_search` rows (ACTIVE
// instructors, no author), oldest first, in PocketBase's list shape without totals (skipTotal semantics).
routerAdd("GET", "/api/rayek/instructors/search", (e) => {
  const { normalise } = require(`${__hooks}/lib/search-text.js`);
  const query = e.request.url.query();
  const text = normalise(query.get("q"));
  const institution = query.get("institution");
  const page = Math.max(1, parseInt(query.get("page") || "1", 10) || 1);
  const perPage = Math.min(50, Math.max(1, parseInt(query.get("perPage") || "20", 10) || 20));

  // Trigrams need three characters; the client only searches from three on.
  if ([...text].length < 3) {
    throw new BadRequestError("Search text must have at least 3 characters.", {
      q: new ValidationError("validation_search_too_short", "Search text must have at least 3 characters."),
    });
  }
  if (institution && !/^[a-z0-9]{15}$/.test(institution)) {
    throw new BadRequestError("Invalid institution.", {
      institution: new ValidationError("validation_invalid_value", "Invalid institution."),
    });
  }

  // SQLite writes the whole answer as one JSON text. Scanning rows into models built by reflection, turning
  // them into JavaScript values and encoding them again with Go's JSON encoder cost more CPU than the query.
  // The whole search text is one FTS5 phrase: every trigram of it, in order, i.e. a substring match.
  // Filtering and paging happen inside the index, in its own (insertion) order so SQLite stops after one page:
  // sorting by name read every match first ("Trabelsi" matches thousands) and cut throughput by half or more.
  // Only the page's rows are joined to the read model.
  const answer = new DynamicModel({ body: "" });
  e.app.db().newQuery(`
      SELECT json_object('page', {:page}, 'perPage', {:perPage}, 'totalItems', -1, 'totalPages', -1,
        'items', COALESCE((
          SELECT json_group_array(json_object(
                   'id', s.id, 'name', s.name, 'department', s.department,
                   'institution_id', s.institution_id, 'institution_name', s.institution_name,
                   'avg_overall_quality', s.avg_overall_quality, 'avg_difficulty', s.avg_difficulty,
                   'avg_would_take_again', s.avg_would_take_again, 'review_count', s.review_count)
                 ORDER BY f.rowid)
          FROM (SELECT rowid, instructor FROM instructor_name_fts
                WHERE instructor_name_fts MATCH {:phrase} AND status = 'ACTIVE'
                ${institution ? "AND institution = {:institution}" : ""}
                ORDER BY rowid
                LIMIT {:perPage} OFFSET {:offset}) f
          JOIN instructors_search s ON s.id = f.instructor), json('[]'))) AS body`)
    .bind({
      phrase: `"${text.replace(/"/g, '""')}"`,
      institution: institution || "",
      page,
      perPage,
      offset: (page - 1) * perPage,
    })
    .one(answer);

  e.response.header().set("Content-Type", "application/json");
  return e.string(200, answer.body);
});
