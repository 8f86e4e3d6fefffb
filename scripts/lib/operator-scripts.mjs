// The commands an operator runs on a server (docs/deploy.md): what a release carries with their relative imports
// (scripts/release.mjs), and what must import only `dependencies` (tests/unit/production-dependencies.test.ts).
export const OPERATOR_SCRIPTS = [
  'start',
  'backup',
  'restore',
  'restore-replica',
  'import',
  'rebuild-read-models',
  'make-moderator',
  'probe',
].map((name) => `scripts/${name}.mjs`);
