import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): { field: string; messages: string[] }[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, messages: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

const BODIES = createValidationPipe();

/**
 * A request body checked and transformed as the global pipe does a `@Body()` of `type`, for code
 * that runs before the pipes (a guard, a passport strategy): the same 400 on bad input.
 */
export async function validBody<T extends object>(body: unknown, type: new () => T): Promise<T> {
  return (await BODIES.transform(body, { type: 'body', metatype: type })) as T;
}

/** Whitelisting, forbidding unknown fields, and turning the errors into one readable sentence. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const message = fields.flatMap((f) => f.messages).join('; ');
      return new BadRequestException({ message: message || 'Invalid input', code: 'validation.failed', errors: fields });
    },
  });
}
