import type { ServerFailure } from '@/domain/auth-errors';
import { AuthRequestError } from '@/lib/auth/auth-request';

/** The status and field codes of a failed account request (anything unexpected counts as "no answer"). */
export function failureOf(error: unknown): ServerFailure {
  return error instanceof AuthRequestError ? error.failure : { status: 0 };
}
