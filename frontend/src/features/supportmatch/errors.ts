import { ApiError, errorMessage } from '../../lib/api-client';

/**
 * Spec §8: a failure toast shows the server's message when it sent one, else the fixed text.
 * A bare status text ("Bad Gateway") or a network failure counts as no message.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = errorMessage(error);
  return message && message !== error.statusText ? message : fallback;
}
