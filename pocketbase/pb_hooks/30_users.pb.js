/// <reference path="../pb_data/types.d.ts" />
// Users cannot choose their role or verified flag; e-mails stay private (see lib/users.js).
onRecordCreateRequest((e) => require(`${__hooks}/lib/users.js`).onCreateRequest(e), "users");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/users.js`).onUpdateRequest(e), "users");
onRecordCreate((e) => {
  require(`${__hooks}/lib/users.js`).defaultRole(e);
  e.next();
}, "users");
