// An author's edits and withdrawals of their ratings, as the outbox and its view name them (docs/outbox.md).

/** The outbox items' `collection` of an edit and of a withdrawal (the rating's own collection is in the payload). */
export const RATING_EDIT_ITEM = 'rating_edits';
export const RATING_WITHDRAW_ITEM = 'rating_withdrawals';

/** A refusal code of the device: the rating is gone, or not the caller's (the server's 404 to an edit). */
export const RATING_GONE = 'rating_gone';
