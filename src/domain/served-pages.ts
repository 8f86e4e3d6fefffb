// The message parts of the interface texts (contract/served-pages.js, which says which pages load which).
export type { MessagePart } from '@contract/served-pages.js';
