import { ApiError } from '../../lib/api-client';

/** The `message` of a `{statusCode, message, error}` body (or a plain-text body), if the server sent one. */
function serverMessage(body: string): string | undefined {
  const text = body.trim();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message) && message.length) return message.map(String).join('. ');
    }
    return undefined;
  } catch {
    return text.startsWith('<') ? undefined : text;
  }
}

/**
 * Spec §8: a failure toast shows the server's message when it sent one, else the fixed text
 * (an empty body, an HTML error page or a network failure count as no message).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && serverMessage(error.body)) || fallback;
}
