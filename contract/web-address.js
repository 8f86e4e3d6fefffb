// An instructor's page in a university directory (`instructors.directory_listing`): an absolute http(s)
// address with a dotted host name and nothing else (no `javascript:`, `ftp:`, `data:`, no credentials before
// the host, no spaces). Longer than WEB_ADDRESS_MAX characters is its own refusal ("too long"). A regular
// expression rather than URL, so that PocketBase's engine (which has no URL) runs the check the form runs.

const WEB_ADDRESS_MAX = 500;

// scheme :// host [:port] [path, query or fragment]; the host takes no "@", so "https://a.tn@evil.example"
// is refused rather than read as a user name.
const WEB_ADDRESS = /^https?:\/\/([^\s/?#@:]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** @param {string} text */
function isWebAddress(text) {
  const value = String(text == null ? "" : text);
  const match = WEB_ADDRESS.exec(value);
  if (!match) return false;
  const labels = match[1].split(".");
  return labels.length >= 2 && labels.every((label) => label !== "");
}

module.exports = { WEB_ADDRESS_MAX, isWebAddress };
