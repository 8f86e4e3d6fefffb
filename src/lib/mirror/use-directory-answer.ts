// A list or search answered from the device's whole directory when it holds one (lib/mirror/directory-index.ts):
// the same records in the same order as the server's, online and offline, with no request. The index's code loads
// only once a directory is there; until its first build is done (or without a directory) the answer is null and
// the caller reads the server and the mirror as before.
import { useEffect, useState } from 'react';
import type { DirectoryKind } from '@/domain/directory-sync';
import { useDirectory } from '@/lib/directory/directory-memory';
import type { DirectoryQuery, DirectoryRecord } from '@/domain/directory-answers';

/** Every record the query answers, in the server's order, or null (no directory, or not indexed yet). */
export function useDirectoryAnswer(query: DirectoryQuery | null): DirectoryRecord[] | null {
  const answers = useDirectoryAnswers(query ? [query] : null);
  return answers?.[0] ?? null;
}

/** Several queries at once (the search box's three kinds). */
export function useDirectoryAnswers(queries: readonly DirectoryQuery[] | null): DirectoryRecord[][] | null {
  const directory = useDirectory();
  const key = queries && directory ? JSON.stringify(queries) : null;
  const [answer, setAnswer] = useState<{ key: string; rows: DirectoryRecord[][] } | null>(null);
  const [built, setBuilt] = useState(0);
  useEffect(() => {
    if (!key) return;
    const asked = JSON.parse(key) as DirectoryQuery[];
    let current = true;
    let stop = () => {};
    import('./directory-index').then(
      async ({ askDirectory, onDirectoryAnswers }) => {
        if (!current) return;
        stop = onDirectoryAnswers(() => setBuilt((n) => n + 1));
        const rows = await Promise.all(asked.map((q) => askDirectory(q)));
        if (current) setAnswer(rows.every((r) => r !== null) ? { key, rows: rows as DirectoryRecord[][] } : null);
      },
      () => undefined,
    );
    return () => {
      current = false;
      stop();
    };
  }, [key, directory, built]);
  // While the next text's answer is computed (a few milliseconds), the last one stays on screen.
  return key && answer ? answer.rows : null;
}

/** The directory's kind of a searched read model. */
export const DIRECTORY_KIND_OF: Readonly<Record<string, DirectoryKind>> = {
  institutions_search: 'institutions',
  programs_search: 'programs',
  instructors_search: 'instructors',
};

/** One page of an answer, as the server pages it (no page past `lastPage`). */
export function directoryPage<T>(
  rows: readonly T[],
  page: number,
  perPage: number,
  lastPage: number,
): { rows: T[]; hasNext: boolean } {
  if (page > lastPage) return { rows: [], hasNext: false };
  const start = (page - 1) * perPage;
  return { rows: rows.slice(start, start + perPage), hasNext: rows.length > start + perPage && page < lastPage };
}
