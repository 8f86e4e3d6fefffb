// Institutions are reference data written by superusers only (migrations, `npm run import`, the dashboard):
// their aliases are checked and cleaned on every write through the API (lib/search/institution-aliases.js).
onRecordCreateRequest((e) => require(`${__hooks}/lib/search/institution-aliases.js`).onWriteRequest(e), "institutions");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/search/institution-aliases.js`).onWriteRequest(e), "institutions");
