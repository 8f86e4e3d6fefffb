/// <reference path="../pb_data/types.d.ts" />
// Moderators view one user by id to learn an author's name (1795700200), never the other way round: from a user,
// a back-relation expand (`users/<id>?expand=instructor_ratings_via_user`, or a longer path through `user`) listed
// everything that account wrote, which is content filtered by author. A request whose expand names a
// back-relation (`_via_`, matched without regard to case; PocketBase escapes the `_` of the pattern) now reaches
// no user at all, top-level or expanded, so no path can come back from an author to their content. Without
// this, a moderator who holds or claims a profile would find who rated it from a student's id picked up on any
// other item (docs/professors.md "Moderators who hold or claim a profile").
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.viewRule =
      'id = @request.auth.id || (@request.auth.role = "MODERATOR" && (@request.query.expand:isset = false || @request.query.expand !~ "_via_"))';
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.viewRule = 'id = @request.auth.id || @request.auth.role = "MODERATOR"';
    app.save(users);
  },
);
