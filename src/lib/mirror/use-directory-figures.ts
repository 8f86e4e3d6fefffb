// A record's header figures from the device's directory (lib/mirror/directory-rows.ts), for a record page never
// opened on this device while the server cannot be reached: the directory holds every public record's name,
// institution and figures, not its reviews. The rows' code loads only when a directory is there and asked.
import { useEffect, useState } from 'react';
import type { DirectoryKind } from '@/domain/directory-sync';
import { useDirectory } from '@/lib/directory/directory-memory';
import type { DirectoryFigures } from './directory-rows';

export type { DirectoryFigures };

/** The record's figures when `wanted` and the device's directory holds it. */
export function useDirectoryFigures(kind: DirectoryKind, id: string, wanted: boolean): DirectoryFigures | undefined {
  const directory = useDirectory();
  const [found, setFound] = useState<{ key: string; figures: DirectoryFigures | undefined } | null>(null);
  const key = `${kind}/${id}`;
  useEffect(() => {
    if (!wanted || !directory) return;
    let current = true;
    import('./directory-rows').then(
      ({ directoryFigures }) => {
        if (current) setFound({ key, figures: directoryFigures(directory, kind, id) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, directory, kind, id, key]);
  return wanted && directory && found?.key === key ? found.figures : undefined;
}
