import { registerDecorator, ValidationOptions } from 'class-validator';


export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function isHttpUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A list of at most `maxItems` non-empty texts of at most `maxLength` characters each (already
 * trimmed by `trimEach`); with `urls`, each an http(s) URL.
 */
export function IsTextList(maxItems: number, maxLength: number, options: ValidationOptions & { urls?: boolean } = {}): PropertyDecorator {
  const { urls, ...validation } = options;
  return (target, propertyName) =>
    registerDecorator({
      name: 'isTextList',
      target: target.constructor,
      propertyName: propertyName as string,
      options: validation,
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.length <= maxItems &&
          value.every((item) => typeof item === 'string' && item.length > 0 && item.length <= maxLength && (!urls || isHttpUrl(item))),
      },
    });
}

/** A number of bathrooms: 0 to 99.9 with at most one decimal, as a number or a numeric string. */
export function IsBathrooms(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isBathrooms',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'Bathrooms must be a number from 0 to 99.9 with at most one decimal', ...options },
      validator: {
        validate: (value: unknown) => {
          const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
          return /^\d{1,2}(\.\d)?$/.test(text);
        },
      },
    });
}
