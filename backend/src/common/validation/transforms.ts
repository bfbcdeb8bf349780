/** `@Transform` functions for request DTOs: what is not text is left for the validators to refuse. */

/** Text trimmed. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Text trimmed; blank becomes null (an optional field cleared). */
export const trimToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
/** Each text of a list trimmed. */
export const trimEach = ({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value);
