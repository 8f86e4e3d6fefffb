// The sitemaps and robots.txt (lib/pages/sitemaps.js). Routes more specific than the app's GET /{path...}
// (10_http.pb.js), so they win; they set the same nosniff header the app's files get. Public and the same for
// everyone: cacheable by anyone for as long as the server keeps them (lib/http/public-cache.js "sitemap"; robots.txt
// as the app's other files).

routerAdd("GET", "/sitemap.xml", (e) => {
  const { sitemapIndex } = require(`${__hooks}/lib/pages/sitemaps.js`);
  const body = sitemapIndex(e.app);
  const h = e.response.header();
  h.set("Cache-Control", require(`${__hooks}/lib/http/public-cache.js`).cacheControl("sitemap"));
  h.set("X-Content-Type-Options", "nosniff");
  h.set("Content-Type", "application/xml; charset=utf-8");
  return e.blob(200, "application/xml; charset=utf-8", toBytes(body));
});

routerAdd("GET", "/sitemaps/{file}", (e) => {
  const { sitemapPage } = require(`${__hooks}/lib/pages/sitemaps.js`);
  const body = sitemapPage(e.app, e.request.pathValue("file"));
  if (body === null) throw new NotFoundError();
  const h = e.response.header();
  h.set("Cache-Control", require(`${__hooks}/lib/http/public-cache.js`).cacheControl("sitemap"));
  h.set("X-Content-Type-Options", "nosniff");
  return e.blob(200, "application/xml; charset=utf-8", toBytes(body));
});

// robots.txt names the sitemap by its absolute address, which only the server knows (the app URL setting).
routerAdd("GET", "/robots.txt", (e) => {
  const { robotsTxt } = require(`${__hooks}/lib/pages/sitemaps.js`);
  const { publicDir } = require(`${__hooks}/lib/http/public-dir.js`);
  let file = "";
  try {
    file = toString($os.readFile(publicDir() + "/robots.txt"));
  } catch (_) {
    throw new NotFoundError();
  }
  const h = e.response.header();
  h.set("Cache-Control", require(`${__hooks}/lib/http/public-cache.js`).cacheControl("file"));
  h.set("X-Content-Type-Options", "nosniff");
  return e.blob(200, "text/plain; charset=utf-8", toBytes(robotsTxt(e.app, file)));
});
