// The one-time tokens Rayek's own mailed links carry (an e-mail change, a professor's claim of a profile):
// random letters and digits, stored only as their hash. Their shape is known on both sides, so a link that can
// hold no such token (cut short in a mail, or one of PocketBase's older tokens) is refused without a request.

/** Length of a link token: 40 characters of 62 kinds, about 238 bits. */
const LINK_TOKEN_LENGTH = 40;
const LINK_TOKEN = new RegExp(`^[A-Za-z0-9]{${LINK_TOKEN_LENGTH}}$`);

/**
 * @param {unknown} text
 */
function isLinkToken(text) {
  return typeof text === "string" && LINK_TOKEN.test(text);
}

module.exports = { LINK_TOKEN_LENGTH, isLinkToken };
