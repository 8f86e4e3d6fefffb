// What a failed request to PocketBase means, read the same way by every caller (the mirror's refreshes, the
// private queries, the outbox, the account requests): its HTTP status, whether an answer came at all, and the
// server's field codes. The SDK throws a ClientResponseError whose `status` is 0 when no answer came (offline,
// DNS, connection reset, timeout, abort); anything else thrown (a failed import of the SDK) has no status.

/**
 * - `network`: no answer at all; try again when the connection returns.
 * - `server`: the server answered that it could not serve now (5xx, 408): try again later.
 * - `rate-limited`: 429, too many requests: try again later.
 * - `refused`: any other 4xx: the server's considered answer (no such record, not allowed, invalid); asking
 *   again unchanged gets the same answer.
 */
export type RequestFailure = 'network' | 'server' | 'rate-limited' | 'refused';

/** The HTTP status of a failed request; 0 when no answer came. */
export function requestStatus(error: unknown): number {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && Number.isFinite(status) ? status : 0;
}

export function requestFailure(error: unknown): RequestFailure {
  const status = requestStatus(error);
  if (status === 0) return 'network';
  if (status === 429) return 'rate-limited';
  if (status >= 500 || status === 408 || status < 400) return 'server';
  return 'refused';
}

/** The server's answer body (`{code, message, data}` for PocketBase), when the error carries one. */
function responseOf(error: unknown): { data?: unknown; message?: unknown } {
  const response = typeof error === 'object' && error !== null && 'response' in error ? error.response : undefined;
  return typeof response === 'object' && response !== null ? response : {};
}

/** The server's message, for logs only: the interface shows texts of its own, chosen from status and codes. */
export function responseMessage(error: unknown): string {
  const { message } = responseOf(error);
  return typeof message === 'string' ? message : '';
}

/** The field codes of a refusal (`{data: {field: {code}}}`), e.g. `{id: 'validation_not_unique'}`. */
export function fieldCodes(error: unknown): Record<string, string> {
  const { data } = responseOf(error);
  const codes: Record<string, string> = {};
  if (typeof data !== 'object' || data === null) return codes;
  for (const [field, value] of Object.entries(data)) {
    if (typeof value !== 'object' || value === null) continue;
    const { code } = value as { code?: unknown };
    if (typeof code === 'string') codes[field] = code;
  }
  return codes;
}
