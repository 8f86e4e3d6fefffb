// The dashboard guard of RAYEK_DASHBOARD=local (21_dashboard_access.pb.js).
//
// "From this machine" needs two addresses to be loopback: the connection's (e.remoteIP(); a reverse proxy on
// the same machine connects from loopback) and the client's (e.realIP(): the trusted proxy header's address
// when RAYEK_TRUSTED_PROXY_HEADER is set, else the connection's). Behind a local proxy, the first alone would
// let every visitor in; the second alone would let anyone who reaches PocketBase's port directly name
// 127.0.0.1 in the header. An SSH tunnel to PocketBase's port passes both: it connects from loopback and sends
// no proxy header.

/**
 * Loopback in every form PocketBase gives: "127.0.0.1", "::1", and the expanded forms of header addresses.
 * @param {string} ip
 */
function isLoopback(ip) {
  const value = String(ip).toLowerCase();
  return (
    value.startsWith("127.") ||
    value === "::1" ||
    value === "0000:0000:0000:0000:0000:0000:0000:0001" ||
    value.startsWith("::ffff:127.") ||
    value.startsWith("0000:0000:0000:0000:0000:ffff:7f")
  );
}

/**
 * @param {CoreApp} app
 * @param {string} path
 */
function isSuperuserPath(app, path) {
  if (path === "/_" || path.startsWith("/_/")) return true;
  if (!path.startsWith("/api/collections/")) return false;
  const superusers = app.findCachedCollectionByNameOrId("_superusers");
  return path.startsWith("/api/collections/_superusers/") || path.startsWith(`/api/collections/${superusers.id}/`);
}

/** @param {core.RequestEvent} e */
function guard(e) {
  const local = isLoopback(e.remoteIP()) && isLoopback(e.realIP());
  if (!local && (e.hasSuperuserAuth() || isSuperuserPath(e.app, e.request.url.path))) throw new NotFoundError();
  return e.next();
}

module.exports = { guard, isLoopback };
