/// <reference path="../pb_data/types.d.ts" />
// Unhandled errors reported by the app from readers' phones (POST /api/rayek/client-errors,
// pb_hooks/lib/client-errors.js), for the operator to read in the dashboard. Superusers only: no API rule, so
// no list, view, realtime or write for anyone else; the route writes through the app. Nothing here can name
// the sender: no user relation, no address, no user agent. The route keeps the newest 10,000 rows.
migrate(
  (app) => {
    app.save(
      new Collection({
        type: "base",
        name: "client_errors",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { type: "select", name: "kind", required: true, maxSelect: 1, values: ["error", "rejection"] },
          { type: "text", name: "message", required: true, max: 500 },
          { type: "text", name: "stack", max: 4000 },
          { type: "text", name: "page", max: 300 },
          { type: "text", name: "build", max: 64, pattern: "^[A-Za-z0-9._-]*$" },
          { type: "select", name: "language", maxSelect: 1, values: ["ar", "fr", "en"] },
          { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        ],
        // The dashboard lists the newest first.
        indexes: ["CREATE INDEX idx_client_errors_created ON client_errors (created)"],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("client_errors"));
  },
);
