import { messageOf } from '../../lib/api-client';

/**
 * Spec §8: LightHouse failures are destructive toasts titled 'Error' with a fixed text ('Failed to
 * request match', …). When the server said why (the property is full, a host cannot request), that
 * reason follows the fixed text, so the member knows what to do.
 */
export function failureText(fixed: string, error: unknown): string {
  const reason = messageOf(error, '');
  return reason && reason !== fixed ? `${fixed}. ${reason}` : fixed;
}
