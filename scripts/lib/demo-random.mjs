// Deterministic randomness for the demo data: the same seed gives the same instructors, raters and scores
// on every machine, and record ids derived from stable keys make a second run recognise what exists.
import crypto from 'node:crypto';

/** A PocketBase record id (15 characters of [a-z0-9]) that is always the same for the same key. */
export function demoId(key) {
  return crypto.createHash('md5').update(`rayek-demo|${key}`).digest('hex').slice(0, 15);
}

/** mulberry32: small, fast and good enough for demo data (not for anything secret). */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (items) => items[Math.floor(next() * items.length)];
  const shuffled = (items) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  return { next, int, pick, shuffled, chance: (p) => next() < p };
}
