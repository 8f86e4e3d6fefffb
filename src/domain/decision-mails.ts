// The account fields that switch the moderation decision mails (contract/decision-mails.js).
export { PUBLISHED_MAIL_ON_FIELD, REFUSED_MAIL_OFF_FIELD } from '@contract/decision-mails.js';
