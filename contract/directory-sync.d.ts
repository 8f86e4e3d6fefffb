// Types of directory-sync.js for the app's TypeScript (the file itself is CommonJS for PocketBase's engine).
export type DirectoryKind = 'institutions' | 'programs' | 'instructors';
export type Row = Array<string | number | string[]>;
export interface Directory {
  seq: number;
  institutions: Record<string, Row>;
  programs: Record<string, Row>;
  instructors: Record<string, Row>;
}
export interface DirectorySnapshot {
  format: number;
  seq: number;
  institutions: Row[];
  programs: Row[];
  instructors: Row[];
}
export interface DirectoryDelta {
  seq: number;
  resync?: boolean;
  more?: boolean;
  upserts: Partial<Record<DirectoryKind, Row[]>>;
  removed: Partial<Record<DirectoryKind, string[]>>;
}
export const DIRECTORY_FORMAT: 1;
export const DIRECTORY_COLUMNS: Record<DirectoryKind, readonly string[]>;
export const DIRECTORY_KINDS: readonly ['institutions', 'programs', 'instructors'];
export const INSTITUTION_COLUMN: 1;
export function decodeSnapshot(snapshot: DirectorySnapshot): Directory;
export function applyChanges(directory: Directory, delta: DirectoryDelta): Directory;
