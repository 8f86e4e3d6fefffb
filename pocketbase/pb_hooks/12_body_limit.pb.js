// One bound on every request body, 1 MiB, beside PocketBase's own (32 MiB and more on the record routes, which
// their collection's fields raise further). The longest write the app makes is a rating, a few KB; a body past
// the bound is refused with 413 before it is read, so a client's JSON costs at most a millisecond or two to
// parse, and each text field is then bounded by its own limit before it is cleaned (contract/limits.js
// rawTextTooLong, lib/contributions/contributions.js, lib/accounts/users.js, lib/professors/replies.js, lib/moderation/moderation.js). Routes with a tighter
// bound of their own keep it: both wrap the body, and the smaller wins.
//
// PocketBase's middleware runs natively, so no JavaScript runs per request (10_http.pb.js says why that
// matters). It carries its own id: PocketBase's default bound has the id "pbBodyLimit", and a route that binds
// its own under that id (the record routes do) replaces the default rather than adding to it.
//
// The price: a backup zip larger than the bound cannot be uploaded through the dashboard; `npm run restore`
// restores from a file on the server's disk instead (docs/deploy.md).
const bodyLimit = $apis.bodyLimit(1024 * 1024);
bodyLimit.id = "rayekBodyLimit";
routerUse(bodyLimit);
