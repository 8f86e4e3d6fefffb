// The device's directory as the search and the lists read it: decoded rows by id (contract/directory-sync.js),
// held in memory once loaded from IndexedDB, replaced whole after each sync step. The sync fills it; readers
// subscribe and never write. Null until a directory has been downloaded and loaded on this device.
import { useSyncExternalStore } from 'react';
import type { Directory } from '@/domain/directory-sync';

let current: Directory | null = null;
const listeners = new Set<() => void>();

export function currentDirectory(): Directory | null {
  return current;
}

export function setCurrentDirectory(directory: Directory | null): void {
  if (directory === current) return;
  current = directory;
  for (const listener of listeners) listener();
}

export function subscribeDirectory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDirectory(): Directory | null {
  return useSyncExternalStore(subscribeDirectory, currentDirectory, () => null);
}
