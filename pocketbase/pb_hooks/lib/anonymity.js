// The author of a rating, instructor suggestion or report (`user`, a hidden field) is shown to moderators
// and superusers only. Hidden fields are already left out of list/view answers and realtime events; this
// closes the remaining door, `?expand=user` (and nested expands such as `instructor.user`).

function canSeeAuthors(info) {
  if (!info) return false;
  if (info.hasSuperuserAuth()) return true;
  const auth = info.auth;
  return !!auth && auth.collection().name === "users" && auth.getString("role") === "MODERATOR";
}

function onEnrich(e) {
  const privileged = canSeeAuthors(e.requestInfo);
  if (privileged) e.record.unhide("user");
  e.next();
  if (!privileged) {
    const expand = e.record.expand();
    if (expand && expand.user !== undefined) {
      const kept = {};
      for (const key of Object.keys(expand)) if (key !== "user") kept[key] = expand[key];
      e.record.setExpand(kept);
    }
  }
}

module.exports = { onEnrich };
