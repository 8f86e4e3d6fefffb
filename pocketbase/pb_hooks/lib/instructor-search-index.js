// Landed migrations require this path (a migration is never edited once landed): the module is lib/search/instructor-search-index.js.
module.exports = require(`${__hooks}/lib/search/instructor-search-index.js`);
