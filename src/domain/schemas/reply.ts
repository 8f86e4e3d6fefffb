import * as v from 'valibot';
import { LIMITS } from '@/domain/ratings';
import { recordId, requiredText } from './fields';

/**
 * A professor's reply to a rating of their profile. The route takes the body (`rating` names the route); the
 * profile stays with the queued item so the instructor page finds its waiting replies.
 */
export const ReplySchema = v.object({
  rating: recordId,
  instructor: recordId,
  body: requiredText(LIMITS.reply, 'paragraphs'),
});

export type ReplyPayload = v.InferOutput<typeof ReplySchema>;
