// The device's copy of the whole public directory (contract/directory-sync.js): the rows' columns, the kinds,
// and the pure steps that turn the server's snapshot and deltas into rows by id.
export {
  DIRECTORY_COLUMNS,
  DIRECTORY_FORMAT,
  DIRECTORY_KINDS,
  applyChanges,
  decodeSnapshot,
} from '@contract/directory-sync';
export type { Directory, DirectoryDelta, DirectoryKind, DirectorySnapshot, Row } from '@contract/directory-sync';
