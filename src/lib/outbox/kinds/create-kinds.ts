// The writes that are plain creates with the item's client id (outbox-kind.ts createKind): ratings, instructor
// suggestions and reports carry no `kind`; a profile claim is named for the views, and its account keeps the
// claims the server lists in `myClaims` (slices/professors/my-claims.ts).
import { createKind } from '../outbox-kind';

export const CREATE_KIND = createKind(undefined);

export const CLAIM_KIND = createKind('claim', ['myClaims']);
