// Where the built app is: `--publicDir` as PocketBase was started with, else RAYEK_PUBLIC_DIR, else dist/ (the
// app's pages in 10_http.pb.js, robots.txt in 78_sitemaps.pb.js).
/** @returns {string} */
function publicDir() {
  const args = $os.args;
  for (let i = 0; i < args.length; i++) {
    if (args[i].startsWith("--publicDir=")) return args[i].slice("--publicDir=".length);
    if (args[i] === "--publicDir" && i + 1 < args.length) return args[i + 1];
  }
  return $os.getenv("RAYEK_PUBLIC_DIR") || __hooks + "/../../dist";
}

module.exports = { publicDir };
