// The one HTML layout of every e-mail Rayek sends (lib/mail/mail-texts.js fills it). Mail readers ignore style
// sheets and strip <style> more often than not, so every style is inline; nothing is wider than it may be at
// 320 px (widths are maxima, long words break); a link is a button whose label says what it does, so no
// token and no long address shows in the HTML (the plain-text part carries the address). The colours are the
// app's (src/app/tokens.css: --bg, --surface, --text, --muted, --brand, --on-brand, --line).

const { escapeHtml } = require(`${__hooks}/lib/pages/record-pages.js`);

const COLOURS = {
  bg: "#fbf8f3",
  surface: "#ffffff",
  text: "#1d1a17",
  muted: "#5a524b",
  brand: "#b3262f",
  onBrand: "#ffffff",
  line: "#e3d9cc",
};

const FONTS = {
  ar: "'Noto Sans Arabic', 'Segoe UI', Tahoma, 'Geeza Pro', Arial, sans-serif",
  latin: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
};

const WRAP = "overflow-wrap: anywhere; word-wrap: break-word; word-break: break-word;";

/**
 * @typedef {{ kind: "text", html: string }} TextBlock a paragraph, already escaped
 * @typedef {{ kind: "button", href: string, label: string }} ButtonBlock a link shown as a button
 * @typedef {TextBlock | ButtonBlock} Block
 */

/**
 * A link shown as a button: a block-level anchor (a table would need widths), padded and coloured inline.
 * @param {string} href
 * @param {string} label
 */
function button(href, label) {
  const style = [
    "display: inline-block",
    "max-width: 100%",
    "box-sizing: border-box",
    `background: ${COLOURS.brand}`,
    `color: ${COLOURS.onBrand}`,
    `border: 2px solid ${COLOURS.brand}`,
    "border-radius: 8px",
    "padding: 12px 20px",
    "font-weight: 600",
    "text-decoration: none",
    WRAP,
  ].join("; ");
  return `<p style="margin: 24px 0;"><a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a></p>`;
}

/**
 * An inline link inside a sentence: its label, never its address.
 * @param {string} href
 * @param {string} label
 */
function inlineLink(href, label) {
  return `<a href="${escapeHtml(href)}" style="color: ${COLOURS.brand}; font-weight: 600; ${WRAP}">${escapeHtml(label)}</a>`;
}

/**
 * The whole HTML document of one e-mail.
 * @param {{ lang: string, dir: string, subject: string, blocks: Block[] }} mail
 */
function render({ lang, dir, subject, blocks }) {
  const font = lang === "ar" ? FONTS.ar : FONTS.latin;
  const body = blocks
    .map((b) =>
      b.kind === "button" ? button(b.href, b.label) : `<p style="margin: 0 0 16px 0; ${WRAP}">${b.html}</p>`,
    )
    .join("\n");
  const brandName = lang === "ar" ? "رايك" : "Rayek";
  return `<!DOCTYPE html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body dir="${dir}" lang="${lang}" style="margin: 0; padding: 0; background: ${COLOURS.bg}; color: ${COLOURS.text}; font-family: ${font}; font-size: 16px; line-height: 1.6;">
<div dir="${dir}" lang="${lang}" style="max-width: 560px; margin: 0 auto; padding: 16px; box-sizing: border-box; text-align: start;">
<p style="margin: 0 0 12px 0; color: ${COLOURS.brand}; font-size: 20px; font-weight: 700;">${brandName}</p>
<div style="background: ${COLOURS.surface}; border: 1px solid ${COLOURS.line}; border-radius: 12px; padding: 16px; box-sizing: border-box; ${WRAP}">
${body}
</div>
</div>
</body>
</html>`;
}

module.exports = { render, inlineLink, COLOURS };
