// Landed migrations require this path (a migration is never edited once landed): the module is lib/search/search-keys.js.
module.exports = require(`${__hooks}/lib/search/search-keys.js`);
