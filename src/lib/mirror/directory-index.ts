// The device directory's search index and list orders (domain/directory-answers.ts), built on the main
// thread in slices of a few milliseconds: the build of 30,000 instructors takes about a second on a slow phone,
// and in one piece it would hold every tap and keystroke for that long. Loaded with the first search that finds
// a directory on the device (never with the app's first load), then rebuilt whenever the sync replaces the
// directory; until a rebuild is done, the previous one answers (a delta changes a few rows).
import type { Directory } from '@/domain/directory-sync';
import { currentDirectory, subscribeDirectory } from '@/lib/directory/directory-memory';
import {
  answerDirectory,
  buildDirectoryAnswers,
  type DirectoryAnswers,
  type DirectoryQuery,
  type DirectoryRecord,
} from '@/domain/directory-answers';

/** Longest piece of work between two yields to the event loop (a task over 50 ms is a long task). */
const SLICE_MS = 8;

/** A task boundary without setTimeout's clamp to 4 ms (which would add seconds to a build of a thousand slices). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs steps in slices of SLICE_MS; undefined when `stale()` says a newer build took over. */
export async function runInSlices<R>(
  steps: Generator<void, R, void>,
  stale: () => boolean = () => false,
): Promise<R | undefined> {
  for (;;) {
    const end = performance.now() + SLICE_MS;
    for (;;) {
      const next = steps.next();
      if (next.done) return next.value;
      if (performance.now() >= end) break;
    }
    await nextTask();
    if (stale()) return undefined;
  }
}

let built: DirectoryAnswers | null = null;
let building: { directory: Directory; done: Promise<DirectoryAnswers | null> } | null = null;
const listeners = new Set<() => void>();

function build(directory: Directory): Promise<DirectoryAnswers | null> {
  if (building?.directory === directory) return building.done;
  const start = performance.now();
  const done = runInSlices(buildDirectoryAnswers(directory), () => currentDirectory() !== directory).then((answers) => {
    if (!answers) return built;
    performance.measure('rayek:directory-index', { start, end: performance.now() });
    built = answers;
    if (building?.directory === directory) building = null;
    for (const listener of listeners) listener();
    return answers;
  });
  building = { directory, done };
  return done;
}

let watching = false;

/**
 * The answers over the device's directory: the latest built (possibly of the directory before the last sync
 * step, while the new one builds), or once the first build is done; null without a directory.
 */
export function directoryAnswers(): Promise<DirectoryAnswers | null> {
  if (!watching) {
    watching = true;
    subscribeDirectory(() => {
      const directory = currentDirectory();
      if (directory) return void build(directory);
      built = null;
      for (const listener of listeners) listener();
    });
  }
  const directory = currentDirectory();
  if (!directory) return Promise.resolve(null);
  if (built?.directory === directory) return Promise.resolve(built);
  const next = build(directory);
  return built ? Promise.resolve(built) : next;
}

/** Called when a newer build is ready (lists answered from the directory ask again). */
export function onDirectoryAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The records a query answers from the device's directory, in the server's order; null without one. */
export async function askDirectory(query: DirectoryQuery): Promise<DirectoryRecord[] | null> {
  const answers = await directoryAnswers();
  if (!answers) return null;
  const start = performance.now();
  const rows = answerDirectory(answers, query);
  performance.measure('rayek:directory-search', { start, end: performance.now(), detail: query });
  return rows;
}
