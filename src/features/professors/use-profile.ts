// The instructor profile a claim or a reply is about, from the mirror like the instructor page reads it (the same
// record and fields, so a profile seen there shows here offline).
import { COLLECTIONS } from '@/domain/collections';
import { useMirroredRecord } from '@/lib/mirror/mirrored-record';

export interface Profile {
  name: string;
  verified: boolean;
}

const select = (raw: Record<string, unknown>): Profile | undefined =>
  typeof raw.name === 'string' ? { name: raw.name, verified: raw.verified_profile === true } : undefined;

export function useProfile(id: string) {
  return useMirroredRecord(
    COLLECTIONS.instructors,
    id,
    'id,name,department,institution,status,verified_profile',
    select,
  );
}
