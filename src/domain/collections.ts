// Collection names of the PocketBase schema (contract/collections.js). Everything that talks to the server uses these.
import { COLLECTIONS } from '@contract/collections.js';

export { COLLECTIONS };
export { RATING_TARGETS } from '@contract/collections.js';

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
