import { HttpException } from '@nestjs/common';
import { pgErrorCode } from './http-exception.filter';

/**
 * A rule of a feature that the request broke: a stable code (`<feature>.<name>`), the HTTP status
 * and the words a member reads. The global filter turns it into the one error shape, the chat
 * gateway into a socket ack; the code names the rule in tests and logs.
 */
export class DomainError extends HttpException {
  constructor(
    readonly code: string,
    status: number,
    message: string,
    /** Facts the client needs besides the words (e.g. `until` of a suspension), added to the error body. */
    details?: Record<string, unknown>,
  ) {
    super({ message, code, details }, status);
  }
}

type Table = Record<string, readonly [status: number, message: string]>;

/** `<feature>.errors.ts`: `export const FooErrors = defineErrors('foo', { notFound: [404, 'Foo not found'] })`. */
export function defineErrors<T extends Table>(feature: string, table: T): { [K in keyof T]: () => DomainError } {
  const factories = {} as { [K in keyof T]: () => DomainError };
  for (const key of Object.keys(table) as (keyof T & string)[]) {
    const [status, message] = table[key];
    factories[key] = () => new DomainError(`${feature}.${key}`, status, message);
  }
  return factories;
}

/** Runs `work`; a unique violation (a second profile, a second block…) becomes `error()` instead. */
export async function uniquely<R>(work: () => Promise<R>, error: () => DomainError): Promise<R> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw error();
    throw err;
  }
}
