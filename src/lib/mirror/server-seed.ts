// Records the server wrote into a record page's HTML (pocketbase/pb_hooks/lib/record-pages.js): the record
// the page is about (an institution's, instructor's or program's name), so the page's title is in the HTML a
// phone paints before any script runs, and the app's first render shows the same title instead of "Loading"
// until the mirror and the network answer. Only the naming record is seeded; everything else on the page
// comes through the mirror as usual, and the mirror's answer replaces the seed as soon as it exists.
import type { Row } from './cache';

export interface SeedRecord {
  collection: string;
  id: string;
  data: Row;
}

let seeds: readonly SeedRecord[] = [];
/** When the seeds were read: the age the page reports for them (they came with the page itself). */
let seededAt = 0;

function isSeedRecord(value: unknown): value is SeedRecord {
  if (typeof value !== 'object' || value === null) return false;
  const seed = value as Partial<SeedRecord>;
  return typeof seed.collection === 'string' && typeof seed.id === 'string' && typeof seed.data === 'object' && seed.data !== null;
}

/** Reads the seeds of the page (the root element's `data-seed`, JSON); anything malformed is ignored. */
export function readServerSeeds(json: string | undefined, now = Date.now()): void {
  seeds = [];
  seededAt = now;
  if (!json) return;
  try {
    const parsed: unknown = JSON.parse(json);
    seeds = Array.isArray(parsed) ? parsed.filter(isSeedRecord) : [];
  } catch {
    // A page without usable seeds renders as every other page does: from the mirror.
  }
}

/** The seeded record of a collection and id, if the page came with it. */
export function serverSeed(collection: string, id: string): { data: Row; fetchedAt: number } | undefined {
  const seed = seeds.find((s) => s.collection === collection && s.id === id);
  return seed ? { data: seed.data, fetchedAt: seededAt } : undefined;
}
