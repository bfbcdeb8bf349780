import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): { field: string; messages: string[] }[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, messages: Object.values(e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
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
