// The schema of each collection users write to, for the outbox: it re-validates a queued payload (a
// stored draft may predate a rule) with the same rules the form applied.
import { InstitutionRatingSchema } from './institution-rating';
import { InstructorRatingSchema } from './instructor-rating';
import { InstructorSuggestionSchema } from './instructor-suggestion';
import { ProgramRatingSchema } from './program-rating';
import { ReportSchema } from './report';
import { ClaimSchema } from './claim';
import { ReplySchema } from './reply';

export const PAYLOAD_SCHEMAS = {
  institution_ratings: InstitutionRatingSchema,
  program_ratings: ProgramRatingSchema,
  instructor_ratings: InstructorRatingSchema,
  instructors: InstructorSuggestionSchema,
  reports: ReportSchema,
  instructor_claims: ClaimSchema,
  /** Sent to the reply route, not created (docs/outbox.md "Replies"). */
  rating_replies: ReplySchema,
} as const;

export type WritableCollection = keyof typeof PAYLOAD_SCHEMAS;

export function isWritableCollection(value: unknown): value is WritableCollection {
  return typeof value === 'string' && Object.hasOwn(PAYLOAD_SCHEMAS, value);
}
